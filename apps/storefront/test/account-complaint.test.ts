import { type Shop, type SiteLayout, shopByKey } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { accountContactPageData } from '../app/account/account-contact-page.server';
import { accountSuite } from './support/account-suite';
import { decodeQuotedPrintable, mailboxForSuite } from './support/mail';
import { send } from './support/storefront-server';

/**
 * The order complaint and the account's contact page (issue 19; §2
 * `/konto/bestellung/reklamation/{orderNumber}/` and `/konto/kontakt/`, §4 auth guard, §6
 * contactFormPrefill) over real HTTP against the production server, the orders placed through
 * the engine and the mails read from its SMTP delivery.
 */

const mailbox = mailboxForSuite();
const serviceAddress = 'reklamation-service@example.test';

/** Anna's orders: one delivered and one paid, each of three articles (quantities 1, 2, 1). */
const anna = 'anna.complaint@example.de';
const ben = 'ben.complaint@example.de';
const chloe = 'chloe.complaint@example.ch';
/** One shipped order of three articles (1, 2, 1), whose one parcel so far holds 1, 1 and 0. */
const clara = 'clara.partial@example.de';

const complaintPath = (orderNumber: string) => `/konto/bestellung/reklamation/${orderNumber}/`;

/** The quantity fields of a complaint page, in the order's line order, with their maximum. */
function quantityFields(body: string): { name: string; max: number }[] {
  return [...body.matchAll(/<input[^>]*>/g)].flatMap((match) => {
    const name = /name="(quantity-\d+)"/.exec(match[0])?.[1];
    const max = /max="(\d+)"/.exec(match[0])?.[1];
    return name === undefined ? [] : [{ name, max: Number(max) }];
  });
}

/** The subject choices of a contact form's select (the layout's subjects). */
function subjectOptions(body: string): string[] {
  const select = /<select[^>]*name="subject"[^>]*>([\s\S]*?)<\/select>/.exec(body)?.[1] ?? '';
  return [...select.matchAll(/<option[^>]*value="([^"]*)"/g)].map((match) => match[1] ?? '');
}

function inputValue(body: string, name: string): string | undefined {
  const input = [...body.matchAll(/<input[^>]*>/g)].find((match) =>
    match[0].includes(`name="${name}"`),
  )?.[0];
  return input === undefined ? undefined : (/value="([^"]*)"/.exec(input)?.[1] ?? '');
}

const suite = accountSuite(
  [
    {
      host: 'localhost',
      email: anna,
      firstName: 'Anna',
      orders: ['delivered', 'paid'],
      articles: 3,
    },
    { host: 'localhost', email: ben, firstName: 'Ben', orders: ['shipped'] },
    { host: 'ch.nido.localhost', email: chloe, firstName: 'Chloé', orders: ['shipped'] },
    {
      host: 'localhost',
      email: clara,
      firstName: 'Clara',
      orders: ['shipped'],
      articles: 3,
      parcelQuantities: [1, 1, 0],
    },
  ],
  {
    network: '10.81',
    env: () => ({ SMTP_URL: mailbox.url, CONTACT_MAIL_TO: serviceAddress }),
  },
);
const { customer, client, view, post } = suite;

/** A §7 call as the customer's shop's scripts make it, with the customer's session. */
function call(email: string, method: string, path: string, json?: unknown) {
  const who = customer(email);
  return send(suite.port, {
    method,
    path,
    host: who.host,
    headers: { ...client(who.host), cookie: suite.cookie(email) },
    ...(json === undefined ? {} : { json }),
  });
}

interface CalledOrder {
  readonly status: string;
  readonly lines: readonly { readonly id: number; readonly quantity: number }[];
  readonly complaints: readonly { readonly comment: string }[];
}

async function orderByCall(email: string, orderNumber: string): Promise<CalledOrder> {
  const answer = await call(email, 'GET', `/api/user/orders/${orderNumber}/`);
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body) as { order: CalledOrder }).order;
}

describe('the complaint and contact pages need a sign-in (§4 auth guard)', () => {
  test.each([() => complaintPath(customer(anna).orderNumbers[0] ?? ''), () => '/konto/kontakt/'])(
    '%# sends a visitor without a session to the login and back, privately',
    async (path) => {
      const answer = await send(suite.port, { path: path(), headers: client() });
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe(`/login/?zurueck=${encodeURIComponent(path())}`);
      expect(answer.headers['cache-control']).toBe('private, no-store');
    },
  );

  test('a complaint posted without a session is sent to the login (303), nothing filed', async () => {
    const answer = await send(suite.port, {
      method: 'POST',
      path: complaintPath(customer(anna).orderNumbers[0] ?? ''),
      headers: client(),
      form: { intent: 'complaintSend', reason: 'damaged' },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toMatch(/^\/login\/\?zurueck=/);
  });
});

describe('the order complaint (issue 19, §2 /konto/bestellung/reklamation/{orderNumber}/)', () => {
  test('the order page links to the complaint of a delivered order, not of one still unshipped', async () => {
    const [delivered = '', paid = ''] = customer(anna).orderNumbers;
    const page = await view(anna, `/konto/bestellung/${delivered}/`);
    expect(page.body).toContain(`href="${complaintPath(delivered)}"`);
    expect(page.body).toContain('Artikel reklamieren');
    const unshipped = await view(anna, `/konto/bestellung/${paid}/`);
    expect(unshipped.body).not.toContain(complaintPath(paid));
  });

  test('the page offers each delivered article up to its quantity, the reasons and a comment; private, noindex', async () => {
    const [delivered = ''] = customer(anna).orderNumbers;
    const page = await view(anna, complaintPath(delivered));
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(page.body).toContain(`Reklamation zur Bestellung ${delivered}</h1>`);
    expect(quantityFields(page.body).map((field) => field.max)).toEqual([1, 2, 1]);
    for (const reason of ['Ware beschädigt', 'Falscher Artikel geliefert', 'Sonstiges']) {
      expect(page.body).toContain(reason);
    }
    expect(page.body).toMatch(/<textarea[^>]*name="comment"/);
    expect(page.body).toContain('value="complaintReview"');
  });

  test('two of three articles: reviewed, then sent — stored, the toast, a mail to customer service and a receipt', async () => {
    const [delivered = ''] = customer(anna).orderNumbers;
    const path = complaintPath(delivered);
    const [first, second] = quantityFields((await view(anna, path)).body);
    const complaint = {
      [first?.name ?? '']: '1',
      [second?.name ?? '']: '2',
      reason: 'damaged',
      comment: 'Der Karton war nass.',
    };
    const review = await post(anna, path, { ...complaint, intent: 'complaintReview' });
    expect(review.status).toBe(200);
    expect(review.headers['cache-control']).toBe('private, no-store');
    expect(review.body).toContain('Bitte prüfen Sie Ihre Reklamation');
    expect(review.body).toContain('Der Karton war nass.');
    expect(review.body).toContain('value="complaintSend"');
    expect(mailbox.received.some((mail) => mail.to.includes(serviceAddress))).toBe(false);

    const sent = await post(anna, path, { ...complaint, intent: 'complaintSend' });
    expect(sent.status).toBe(200);
    expect(sent.headers['cache-control']).toBe('private, no-store');
    expect(sent.body).toContain(`Ihre Reklamation zur Bestellung ${delivered} ist eingegangen.`);
    expect(sent.body).toContain('Vielen Dank, Ihre Reklamation ist eingegangen');

    const request = decodeQuotedPrintable((await mailbox.mailTo(serviceAddress)).data);
    expect(request).toContain(`Reklamation zur Bestellung ${delivered}`);
    expect(request).toContain(anna);
    expect(request).toMatch(/1 × .+/);
    expect(request).toMatch(/2 × .+/);
    expect(request).toContain('Ware beschädigt');
    expect(request).toContain('Der Karton war nass.');
    const receipt = decodeQuotedPrintable((await mailbox.mailTo(anna)).data);
    expect(receipt).toContain(`Ihre Reklamation zur Bestellung ${delivered}`);
  });

  test.each([
    { step: 'complaintReview', status: 400 },
    { step: 'complaintSend', status: 400 },
  ])(
    'more than delivered ($step) is refused at the quantity: $status with the message, nothing sent',
    async ({ step, status }) => {
      const [delivered = ''] = customer(anna).orderNumbers;
      const path = complaintPath(delivered);
      const [first] = quantityFields((await view(anna, path)).body);
      const before = mailbox.received.length;
      const answer = await post(anna, path, {
        [first?.name ?? '']: '3',
        reason: 'defective',
        intent: step,
      });
      expect(answer.status).toBe(status);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.body).toContain('Höchstens 1 sind möglich.');
      expect(answer.body).toContain('Bitte prüfen Sie die markierten Angaben.');
      const field = [...answer.body.matchAll(/<input[^>]*>/g)].find((match) =>
        match[0].includes(`name="${first?.name}"`),
      )?.[0];
      expect(field).toContain('aria-invalid="true"');
      expect(inputValue(answer.body, first?.name ?? '')).toBe('3');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mailbox.received.length).toBe(before);
    },
  );

  test.each([
    { name: 'no article', form: { reason: 'damaged' }, text: 'mindestens einen Artikel' },
    {
      name: 'no reason',
      form: { first: '1' },
      text: 'Bitte eine der Möglichkeiten auswählen.',
    },
    { name: 'a quantity in words', form: { first: 'zwei', reason: 'other' }, text: 'Ziffern' },
  ])('$name is refused with its message (400), never a 500', async ({ form, text }) => {
    const [delivered = ''] = customer(anna).orderNumbers;
    const path = complaintPath(delivered);
    const [first] = quantityFields((await view(anna, path)).body);
    const { first: quantity, ...rest } = form as Record<string, string>;
    const answer = await post(anna, path, {
      ...rest,
      ...(quantity === undefined ? {} : { [first?.name ?? '']: quantity }),
      intent: 'complaintReview',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(text);
  });

  test('“change” from the review shows the form again with what was entered', async () => {
    const [delivered = ''] = customer(anna).orderNumbers;
    const path = complaintPath(delivered);
    const [, second] = quantityFields((await view(anna, path)).body);
    const answer = await post(anna, path, {
      [second?.name ?? '']: '2',
      reason: 'wrongItem',
      comment: 'Falsche Farbe',
      intent: 'complaintEdit',
    });
    expect(answer.status).toBe(200);
    expect(inputValue(answer.body, second?.name ?? '')).toBe('2');
    expect(answer.body).toMatch(/value="wrongItem"[^>]*checked|checked[^>]*value="wrongItem"/);
    expect(answer.body).toContain('Falsche Farbe</textarea>');
  });

  test('an order not yet shipped: the page says so and offers no form; a post is 409', async () => {
    const [, paid = ''] = customer(anna).orderNumbers;
    const page = await view(anna, complaintPath(paid));
    expect(page.status).toBe(200);
    expect(page.body).toContain('Diese Bestellung lässt sich noch nicht reklamieren.');
    expect(quantityFields(page.body)).toEqual([]);
    const answer = await post(anna, complaintPath(paid), {
      intent: 'complaintSend',
      reason: 'damaged',
    });
    expect(answer.status).toBe(409);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  test('a form from another site is refused and files nothing; a form the page never posts is 400', async () => {
    const [delivered = ''] = customer(anna).orderNumbers;
    const path = complaintPath(delivered);
    const before = mailbox.received.length;
    const [first] = quantityFields((await view(anna, path)).body);
    const foreign = await post(
      anna,
      path,
      { [first?.name ?? '']: '1', reason: 'damaged', intent: 'complaintSend' },
      { origin: 'https://evil.example' },
    );
    // React Router's own check of the origin may answer first (400); ours answers 403.
    expect([400, 403]).toContain(foreign.status);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.received.length).toBe(before);
    const other = await post(anna, path, { intent: 'cancel' });
    expect(other.status).toBe(400);
    expect(other.headers['cache-control']).toBe('private, no-store');
  });

  test('in the Swiss shop in French', async () => {
    const [shipped = ''] = customer(chloe).orderNumbers;
    const page = await view(chloe, `/fr${complaintPath(shipped)}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`Réclamation concernant la commande ${shipped}</h1>`);
    expect(page.body).toContain('Marchandise endommagée');
  });
});

describe('no more than delivered: what the parcels hold so far (issue 19, §3 Order packages)', () => {
  test('the page offers the parcel’s articles up to what it holds; more is refused at the field (400), nothing sent', async () => {
    const [shipped = ''] = customer(clara).orderNumbers;
    const path = complaintPath(shipped);
    const page = await view(clara, path);
    expect(page.status).toBe(200);
    // Ordered 1, 2 and 1; the parcel holds 1, 1 and none of the third: two fields, at most 1.
    const fields = quantityFields(page.body);
    expect(fields.map((field) => field.max)).toEqual([1, 1]);
    const before = mailbox.received.length;
    const answer = await post(clara, path, {
      [fields[1]?.name ?? '']: '2',
      reason: 'damaged',
      intent: 'complaintSend',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('Höchstens 1 sind möglich.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.received.length).toBe(before);
  });

  test('the complaint call holds to the same rule: 400 at the quantity and at the line not yet shipped', async () => {
    const [shipped = ''] = customer(clara).orderNumbers;
    const order = await orderByCall(clara, shipped);
    const [first, second, third] = order.lines;
    expect(order.lines.map((line) => line.quantity)).toEqual([1, 2, 1]);
    const path = `/api/user/orders/${shipped}/complaint/`;
    const more = await call(clara, 'POST', path, {
      items: [{ lineId: second?.id, quantity: 2 }],
      reason: 'damaged',
    });
    expect(more.status).toBe(400);
    expect(JSON.parse(more.body)).toMatchObject({
      issues: [{ field: 'items.0.quantity', key: 'orders.complaintQuantity' }],
    });
    const notShipped = await call(clara, 'POST', path, {
      items: [{ lineId: third?.id, quantity: 1 }],
      reason: 'missingItem',
    });
    expect(notShipped.status).toBe(400);
    expect(JSON.parse(notShipped.body)).toMatchObject({
      issues: [{ field: 'items.0.lineId', key: 'orders.unknownLine' }],
    });
    expect((await orderByCall(clara, shipped)).complaints).toEqual([]);
    const held = await call(clara, 'POST', path, {
      items: [
        { lineId: first?.id, quantity: 1 },
        { lineId: second?.id, quantity: 1 },
      ],
      reason: 'damaged',
      comment: 'Beide Teile zerkratzt.',
    });
    expect(held.status).toBe(201);
    expect((await orderByCall(clara, shipped)).complaints).toHaveLength(1);
  });
});

describe('two customers through the calls: neither reads nor changes the other’s orders or complaints (issue 19, §7)', () => {
  test('Ben’s calls with Anna’s order numbers answer 404 and change nothing; her complaint stays hers', async () => {
    const [delivered = '', paid = ''] = customer(anna).orderNumbers;
    const annasDelivered = await orderByCall(anna, delivered);
    // The complaint filed earlier in this file is on her order.
    expect(annasDelivered.complaints.map((complaint) => complaint.comment)).toContain(
      'Der Karton war nass.',
    );
    const lineId = annasDelivered.lines[0]?.id;
    const before = mailbox.received.length;
    for (const [method, path, json] of [
      ['GET', `/api/user/orders/${delivered}/`, undefined],
      ['GET', `/api/user/orders/${paid}/`, undefined],
      ['POST', `/api/user/orders/${paid}/cancel/`, {}],
      [
        'POST',
        `/api/user/orders/${delivered}/complaint/`,
        { items: [{ lineId, quantity: 1 }], reason: 'damaged', comment: 'Fremd' },
      ],
    ] as const) {
      const answer = await call(ben, method, path, json);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).not.toContain('Der Karton war nass.');
      expect(answer.body).not.toContain(anna);
    }
    const list = await call(ben, 'GET', '/api/user/orders/');
    expect(list.status).toBe(200);
    const numbers = (JSON.parse(list.body) as { orders: { orderNumber: string }[] }).orders.map(
      (order) => order.orderNumber,
    );
    expect(numbers).toEqual(customer(ben).orderNumbers);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.received.length).toBe(before);
    expect((await orderByCall(anna, paid)).status).toBe('paid');
    expect((await orderByCall(anna, delivered)).complaints).toEqual(annasDelivered.complaints);
  });

  test('Anna’s calls with Ben’s order number answer 404 too (both ways)', async () => {
    const [bens = ''] = customer(ben).orderNumbers;
    for (const path of [`/api/user/orders/${bens}/`, `/api/user/orders/${bens}/complaint/`]) {
      const answer = await call(
        anna,
        path.endsWith('complaint/') ? 'POST' : 'GET',
        path,
        path.endsWith('complaint/')
          ? { items: [{ lineId: 1, quantity: 1 }], reason: 'other' }
          : undefined,
      );
      expect(answer.status, path).toBe(404);
    }
  });
});

describe('another customer’s order number is the 404 page, not a 403 (issue 19)', () => {
  test.each([
    { name: 'another customer’s order', number: () => customer(anna).orderNumbers[0] ?? '' },
    { name: 'an order of another shop', number: () => customer(chloe).orderNumbers[0] ?? '' },
    { name: 'an unknown number', number: () => '99999999' },
    { name: 'a malformed number', number: () => 'abc-1' },
  ])('$name: the page and the complaint form answer 404, privately', async ({ number }) => {
    const path = complaintPath(number());
    const page = await view(ben, path);
    expect(page.status).toBe(404);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const before = mailbox.received.length;
    const complaint = await post(ben, path, { intent: 'complaintSend', reason: 'damaged' });
    expect(complaint.status).toBe(404);
    expect(complaint.headers['cache-control']).toBe('private, no-store');
    expect(mailbox.received.length).toBe(before);
  });
});

describe('the account’s contact form (§2 /konto/kontakt/, §6 contactFormPrefill)', () => {
  test('prefilled with the customer’s name and address where the flag is on; the CMS contact page’s subjects; private', async () => {
    const page = await view(anna, '/konto/kontakt/');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(page.body).toContain('>Kontakt</h1>');
    expect(inputValue(page.body, 'name')).toBe('Anna Kundin');
    expect(inputValue(page.body, 'email')).toBe(anna);
    const subjects = subjectOptions(page.body);
    expect(subjects.length).toBeGreaterThan(1);
    const publicPage = await send(suite.port, { path: '/kontakt/', headers: client() });
    expect(subjectOptions(publicPage.body)).toEqual(subjects);
  });

  test('the flag off: the same form, nothing filled in', () => {
    const shopWithoutPrefill = shopByKey('baby-de') as Shop;
    const layout = {
      contactSubjects: [{ key: 'order', label: 'Bestellung', requiresOrderNumber: true }],
    } as unknown as SiteLayout;
    const person = { firstName: 'Anna', lastName: 'Kundin', email: anna };
    const off = accountContactPageData(
      { ...shopWithoutPrefill, flags: { ...shopWithoutPrefill.flags, contactFormPrefill: false } },
      shopWithoutPrefill.locales[0] as Shop['locales'][number],
      layout,
      person,
    );
    expect(off.form.prefill).toEqual({});
    expect(off.form.subjects).toEqual(layout.contactSubjects);
    const on = accountContactPageData(
      shopWithoutPrefill,
      shopWithoutPrefill.locales[0] as Shop['locales'][number],
      layout,
      person,
    );
    expect(on.form.prefill).toEqual({ name: 'Anna Kundin', email: anna });
  });

  test('posted without JavaScript: sent to customer service, the page says so with its toast', async () => {
    const page = await view(ben, '/konto/kontakt/');
    const [subject = ''] = subjectOptions(page.body).filter((value) => value !== '');
    const answer = await post(ben, '/konto/kontakt/', {
      intent: 'contact',
      block: 'account-contact-form',
      subject,
      name: 'Ben Kundin',
      email: ben,
      orderNumber: customer(ben).orderNumbers[0] ?? '',
      message: 'Wann kommt meine Lieferung an?',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toContain('role="status"');
    // Issue 19: every form of the account answers with a toast.
    expect(answer.body).toContain('Ihre Nachricht ist an unseren Kundenservice gesendet.');
    // Polled: the mail may arrive after the answer.
    let found = false;
    for (let attempt = 0; attempt < 50 && !found; attempt += 1) {
      found = mailbox.received.some(
        (received) =>
          received.to.includes(serviceAddress) &&
          decodeQuotedPrintable(received.data).includes('Wann kommt meine Lieferung an?'),
      );
      if (!found) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(found).toBe(true);
  });

  test.each([
    { length: 5000, status: 200 },
    { length: 5001, status: 400 },
  ])(
    'posted without JavaScript, a message of $length characters: $status (issue 18: the limit the browser checks)',
    async ({ length, status }) => {
      const page = await view(ben, '/konto/kontakt/');
      const [subject = ''] = subjectOptions(page.body).filter((value) => value !== '');
      const answer = await post(ben, '/konto/kontakt/', {
        intent: 'contact',
        block: 'account-contact-form',
        subject,
        name: 'Ben Kundin',
        email: ben,
        orderNumber: customer(ben).orderNumbers[0] ?? '',
        message: 'a'.repeat(length),
      });
      expect(answer.status).toBe(status);
      if (status === 400) {
        expect(answer.body).toContain('Höchstens 5000 Zeichen sind erlaubt.');
        expect(answer.body).toMatch(/<textarea[^>]*aria-invalid="true"/);
        expect(answer.body).not.toContain('Ihre Nachricht ist an unseren Kundenservice gesendet.');
      } else {
        expect(answer.body).toContain('role="status"');
      }
    },
  );

  test('in French in the Swiss shop', async () => {
    const page = await view(chloe, '/fr/konto/kontakt/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('>Contact</h1>');
    expect(inputValue(page.body, 'name')).toBe('Chloé Kundin');
  });
});
