import { beforeAll, describe, expect, test } from 'vitest';
import { accountSuite } from './support/account-suite';
import { customerPassword, signIn } from './support/shop-with-orders';
import { send, sessionCookieOf } from './support/storefront-server';

/**
 * The account's data pages (issue 19; §2 `/konto/meine-daten/`, `/konto/persoenliche-daten/`,
 * `/konto/adressbuch/`, `/konto/passwort/`; §4 auth guard; §5 name and password rules) over
 * real HTTP against the production server: forms posted as a browser without JavaScript
 * posts them, the page answering itself with a toast.
 */

const anna = 'anna.data@example.de';
const ben = 'ben.data@example.de';
const paula = 'paula.password@example.de';
const lotte = 'lotte.data@example.be';

/** The ids of the address-book entries a page links to for editing, in its order. */
function entryIds(body: string): string[] {
  return [...body.matchAll(/\?bearbeiten=([0-9a-f]{32})"/g)].map((match) => match[1] ?? '');
}

/** What my data shows under a default address's heading (up to the end of its block). */
function defaultAddress(body: string, heading: string): string {
  const start = body.indexOf(`${heading}</h3>`);
  return start === -1 ? '' : body.slice(start, body.indexOf('</div>', start));
}

const kölnAddress = {
  intent: 'addressSave',
  addressId: '',
  'address.salutation': 'f',
  'address.firstName': 'Anna',
  'address.lastName': 'Kundin',
  'address.street': 'Lindenallee',
  'address.houseNumber': '12a',
  'address.postalCode': '50667',
  'address.city': 'Köln',
  'address.country': 'DE',
};

const suite = accountSuite(
  [
    { host: 'localhost', email: anna, firstName: 'Anna', orders: [] },
    { host: 'localhost', email: ben, firstName: 'Ben', orders: [] },
    { host: 'localhost', email: paula, firstName: 'Paula', orders: [] },
    { host: 'be.nido.localhost', email: lotte, firstName: 'Lotte', orders: [] },
  ],
  { network: '10.71' },
);
const { customer, client, view, post } = suite;

describe('the account data pages need a sign-in (§4 auth guard)', () => {
  test.each([
    '/konto/meine-daten/',
    '/konto/persoenliche-daten/',
    '/konto/adressbuch/',
    '/konto/passwort/',
  ])('%s sends a visitor without a session to the login and back, privately', async (path) => {
    const answer = await send(suite.port, { path, headers: client() });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(`/login/?zurueck=${encodeURIComponent(path)}`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  test('a form posted without a session changes nothing: the login (303)', async () => {
    const answer = await send(suite.port, {
      method: 'POST',
      path: '/konto/persoenliche-daten/',
      headers: client(),
      form: { intent: 'personalDataSave', gender: 'm', first_name: 'X', last_name: 'Y' },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toMatch(/^\/login\/\?zurueck=/);
  });
});

describe('my data: the overview (issue 19 /konto/meine-daten/)', () => {
  test('the person, the sign-in address and the ways to change them; private, noindex', async () => {
    const page = await view(anna, '/konto/meine-daten/');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('>Meine Daten</h1>');
    expect(page.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(page.body).toContain(anna);
    for (const href of ['/konto/persoenliche-daten/', '/konto/adressbuch/', '/konto/passwort/']) {
      expect(page.body).toContain(`href="${href}"`);
    }
  });

  test('the account home links to the new pages', async () => {
    const page = await view(anna, '/konto/');
    for (const label of ['Meine Daten', 'Persönliche Daten', 'Adressbuch', 'Passwort ändern']) {
      expect(page.body).toContain(label);
    }
  });

  test('a form posted to the overview, which posts none, is 400', async () => {
    const answer = await post(anna, '/konto/meine-daten/', { intent: 'personalDataSave' });
    expect(answer.status).toBe(400);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});

describe('personal data: salutation, names by the §5 rules, phone (issue 19 /konto/persoenliche-daten/)', () => {
  test('the form shows the stored data', async () => {
    const page = await view(anna, '/konto/persoenliche-daten/');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('value="Anna"');
    expect(page.body).toContain('value="Kundin"');
    expect(page.body).toMatch(/value="f"[^>]*checked|checked[^>]*value="f"/);
  });

  test('a valid post is stored and answered by the page itself with the success toast', async () => {
    const answer = await post(anna, '/konto/persoenliche-daten/', {
      intent: 'personalDataSave',
      gender: 'd',
      first_name: '  Zoë  Anna ',
      last_name: 'Müller-Lüdenscheidt',
      phone: '+49 221 123456',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toContain('Ihre persönlichen Daten sind gespeichert.');
    const page = await view(anna, '/konto/meine-daten/');
    expect(page.body).toContain('Zoë Anna Müller-Lüdenscheidt');
    expect(page.body).toContain('+49 221 123456');
    expect(page.body).toContain('Divers');
  });

  test.each([
    { field: 'last_name', value: "D'Artagnan", text: 'Bitte nur Buchstaben, Bindestrich, Punkt' },
    { field: 'first_name', value: '', text: 'Bitte dieses Feld ausfüllen.' },
    { field: 'gender', value: 'x', text: 'Bitte eine der Möglichkeiten auswählen.' },
    { field: 'phone', value: 'nachts', text: 'Diese Eingabe ist ungültig.' },
  ])(
    '$field "$value" is refused at the field (400), nothing stored',
    async ({ field, value, text }) => {
      const answer = await post(ben, '/konto/persoenliche-daten/', {
        intent: 'personalDataSave',
        gender: 'm',
        first_name: 'Ben',
        last_name: 'Kundin',
        phone: '',
        [field]: value,
      });
      expect(answer.status).toBe(400);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.body).toContain(text);
      expect(answer.body).toContain('Bitte prüfen Sie die markierten Angaben.');
      const page = await view(ben, '/konto/persoenliche-daten/');
      expect(page.body).toContain('value="Ben"');
    },
  );

  test('a form from another site is 403; an unknown intent is 400; neither stores anything', async () => {
    const foreign = await post(
      ben,
      '/konto/persoenliche-daten/',
      { intent: 'personalDataSave', gender: 'm', first_name: 'Evil', last_name: 'Site' },
      { origin: 'https://evil.example' },
    );
    expect([400, 403]).toContain(foreign.status);
    const unknown = await post(ben, '/konto/persoenliche-daten/', { intent: 'cancel' });
    expect(unknown.status).toBe(400);
    const page = await view(ben, '/konto/persoenliche-daten/');
    expect(page.body).not.toContain('Evil');
  });

  test('in French and Dutch (Belgium): the page speaks the shop language', async () => {
    const french = await view(lotte, '/konto/persoenliche-daten/');
    expect(french.status).toBe(200);
    expect(french.body).toContain('Données personnelles');
    const dutch = await post(lotte, '/nl/konto/persoenliche-daten/', {
      intent: 'personalDataSave',
      gender: 'f',
      first_name: 'Lotte',
      last_name: 'Peeters',
    });
    expect(dutch.status).toBe(200);
    expect(dutch.body).toContain('Uw persoonlijke gegevens zijn opgeslagen.');
  });
});

describe('the address book: add, edit, delete, defaults, per-country rules (issue 19 /konto/adressbuch/)', () => {
  test('an empty book shows the form for the first address, with the customer’s name', async () => {
    const page = await view(ben, '/konto/adressbuch/');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('Sie haben noch keine Adresse gespeichert.');
    expect(page.body).toContain('name="address.street"');
    expect(page.body).toContain('value="Ben"');
  });

  test('add: the first address becomes both defaults; the toast answers', async () => {
    const answer = await post(anna, '/konto/adressbuch/', kölnAddress);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toContain('Die Adresse ist gespeichert.');
    const page = await view(anna, '/konto/adressbuch/');
    expect(entryIds(page.body)).toHaveLength(1);
    expect(page.body).toContain('Lindenallee 12a');
    expect(page.body).toContain('Standard-Rechnungsadresse');
    expect(page.body).toContain('Standard-Lieferadresse');
  });

  test.each([
    { country: 'AT', postalCode: '01010' },
    { country: 'NL', postalCode: '1015' },
    { country: 'DE', postalCode: '5066' },
  ])(
    'a $country postcode "$postalCode" is refused at the field, kept as typed (400)',
    async (wrong) => {
      const answer = await post(anna, '/konto/adressbuch/?neu', {
        ...kölnAddress,
        'address.country': wrong.country,
        'address.postalCode': wrong.postalCode,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toContain('Diese Postleitzahl passt nicht zum gewählten Land.');
      expect(answer.body).toContain(`value="${wrong.postalCode}"`);
    },
  );

  test('a second address, edited, made the shipping default, then deleted', async () => {
    const added = await post(anna, '/konto/adressbuch/', {
      ...kölnAddress,
      'address.street': 'Keizersgracht',
      'address.houseNumber': '100',
      'address.postalCode': '1015cx',
      'address.city': 'Amsterdam',
      'address.country': 'NL',
    });
    expect(added.status).toBe(200);
    const list = await view(anna, '/konto/adressbuch/');
    const [, second] = entryIds(list.body);
    expect(second).toBeDefined();
    expect(list.body).toContain('1015 CX Amsterdam');

    const editing = await view(anna, `/konto/adressbuch/?bearbeiten=${second}`);
    expect(editing.status).toBe(200);
    expect(editing.body).toContain('value="Keizersgracht"');
    expect(editing.body).toContain(`name="addressId" value="${second}"`);

    const edited = await post(anna, `/konto/adressbuch/?bearbeiten=${second}`, {
      ...kölnAddress,
      addressId: second ?? '',
      'address.street': 'Prinsengracht',
      'address.houseNumber': '263',
      'address.postalCode': '1016 GV',
      'address.city': 'Amsterdam',
      'address.country': 'NL',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toContain('Die Adresse ist gespeichert.');

    const made = await post(anna, '/konto/adressbuch/', {
      intent: 'addressDefaultShipping',
      addressId: second ?? '',
    });
    expect(made.status).toBe(200);
    expect(made.body).toContain('Die Standard-Lieferadresse ist geändert.');
    const overview = await view(anna, '/konto/meine-daten/');
    expect(defaultAddress(overview.body, 'Standard-Lieferadresse')).toContain('Prinsengracht 263');
    expect(defaultAddress(overview.body, 'Standard-Rechnungsadresse')).toContain('Lindenallee 12a');

    // The billing default moves the same way, and back (the deleted entry must not hold it).
    const billing = await post(anna, '/konto/adressbuch/', {
      intent: 'addressDefaultBilling',
      addressId: second ?? '',
    });
    expect(billing.status).toBe(200);
    expect(billing.body).toContain('Die Standard-Rechnungsadresse ist geändert.');
    const both = await view(anna, '/konto/meine-daten/');
    expect(defaultAddress(both.body, 'Standard-Rechnungsadresse')).toContain('Prinsengracht 263');
    expect(defaultAddress(both.body, 'Standard-Rechnungsadresse')).not.toContain('Lindenallee');
    const [first] = entryIds((await view(anna, '/konto/adressbuch/')).body);
    const back = await post(anna, '/konto/adressbuch/', {
      intent: 'addressDefaultBilling',
      addressId: first ?? '',
    });
    expect(back.status).toBe(200);
    const restored = await view(anna, '/konto/meine-daten/');
    expect(defaultAddress(restored.body, 'Standard-Rechnungsadresse')).toContain('Lindenallee 12a');

    const deleted = await post(anna, '/konto/adressbuch/', {
      intent: 'addressDelete',
      addressId: second ?? '',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toContain('Die Adresse ist gelöscht.');
    const after = await view(anna, '/konto/adressbuch/');
    expect(entryIds(after.body)).toHaveLength(1);
    expect(after.body).not.toContain('Prinsengracht');
  });

  test('a French-speaking customer in Belgium adds a Belgian address; the page speaks French and Dutch', async () => {
    const answer = await post(lotte, '/konto/adressbuch/', {
      ...kölnAddress,
      'address.firstName': 'Lotte',
      'address.lastName': 'Peeters',
      'address.street': 'Kerkstraat',
      'address.houseNumber': '21',
      'address.postalCode': '1000',
      'address.city': 'Bruxelles',
      'address.country': 'BE',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('L&#x27;adresse est enregistrée.');
    const dutch = await view(lotte, '/nl/konto/adressbuch/');
    expect(dutch.body).toContain('Adresboek');
    expect(dutch.body).toContain('1000 Bruxelles');
  });
});

describe('two customers: neither can read or change the other’s addresses (issue 19)', () => {
  let annasEntry = '';
  beforeAll(async () => {
    const page = await view(anna, '/konto/adressbuch/');
    annasEntry = entryIds(page.body)[0] ?? '';
    expect(annasEntry).toMatch(/^[0-9a-f]{32}$/);
  });

  test('Ben’s edit step for Anna’s entry is the 404 page, private; so is a made-up id', async () => {
    for (const id of [annasEntry, 'f'.repeat(32), '../konto']) {
      const page = await view(ben, `/konto/adressbuch/?bearbeiten=${encodeURIComponent(id)}`);
      expect(page.status, id).toBe(404);
      expect(page.headers['cache-control'], id).toBe('private, no-store');
      expect(page.body).not.toContain('Lindenallee');
    }
  });

  test('Ben cannot save over, delete or make a default of Anna’s entry: 404, and it stays as it was', async () => {
    const forms = [
      { ...kölnAddress, addressId: annasEntry, 'address.street': 'Einbruchweg' },
      { intent: 'addressDelete', addressId: annasEntry },
      { intent: 'addressDefaultBilling', addressId: annasEntry },
      { intent: 'addressDefaultShipping', addressId: annasEntry },
    ];
    for (const form of forms) {
      const answer = await post(ben, '/konto/adressbuch/', form);
      expect(answer.status, form.intent).toBe(404);
      expect(answer.headers['cache-control'], form.intent).toBe('private, no-store');
    }
    const annas = await view(anna, '/konto/adressbuch/');
    expect(entryIds(annas.body)).toEqual([annasEntry]);
    expect(annas.body).toContain('Lindenallee 12a');
    expect(annas.body).not.toContain('Einbruchweg');
    const bens = await view(ben, '/konto/adressbuch/');
    expect(entryIds(bens.body)).toEqual([]);
  });

  test('through the §7 calls too: Ben’s list lacks Anna’s entry; his update, default and delete of it answer 404 and change nothing', async () => {
    const call = (method: string, path: string, json?: unknown) =>
      send(suite.port, {
        method,
        path,
        headers: { ...client(), cookie: suite.cookie(ben) },
        ...(json === undefined ? {} : { json }),
      });
    const entry = {
      gender: 'm',
      first_name: 'Ben',
      last_name: 'Kundin',
      street: 'Einbruchweg',
      house_number: '1',
      postal_code: '10115',
      city: 'Berlin',
      country: 'de',
    };
    const path = `/api/user/account/addresses/${annasEntry}/`;
    for (const [method, json] of [
      ['PUT', entry],
      ['POST', entry],
      ['PUT', { ...entry, is_default_billing: true, is_default_shipping: true }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await call(method, path, json);
      expect(answer.status, method).toBe(404);
      expect(answer.body).not.toContain('Lindenallee');
    }
    const list = await call('GET', '/api/user/account/addresses/');
    expect(list.status).toBe(200);
    expect(JSON.parse(list.body)).toEqual({ addresses: [] });
    const annas = await send(suite.port, {
      path: '/api/user/account/addresses/',
      headers: { ...client(), cookie: suite.cookie(anna) },
    });
    const { addresses } = JSON.parse(annas.body) as {
      addresses: { id: string; street: string; isDefaultBilling: boolean }[];
    };
    expect(
      addresses.map((address) => [address.id, address.street, address.isDefaultBilling]),
    ).toEqual([[annasEntry, 'Lindenallee', true]]);
  });

  test('a malformed id or an unknown intent is refused (404, 400), never a 500', async () => {
    const malformed = await post(ben, '/konto/adressbuch/', {
      intent: 'addressDelete',
      addressId: "' OR 1=1 --",
    });
    expect(malformed.status).toBe(404);
    const unknown = await post(ben, '/konto/adressbuch/', { intent: 'addressExplode' });
    expect(unknown.status).toBe(400);
  });
});

describe('change password: §5 rules, the leak check, other sessions end (issue 19 /konto/passwort/)', () => {
  test('the form: current password, new password with the password guide; private', async () => {
    const page = await view(paula, '/konto/passwort/');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('name="current_password"');
    expect(page.body).toContain('name="new_password"');
    expect(page.body).toContain('data-slot="password-guide"');
  });

  test.each([
    {
      name: 'a wrong current password',
      form: { current_password: 'Falsch-Passwort1', new_password: 'Neues-Kennwort9' },
      text: 'Das aktuelle Passwort stimmt nicht.',
    },
    {
      name: 'a new password against the §5 rules',
      form: { current_password: customerPassword, new_password: 'kurz' },
      text: 'Mindestens 10 Zeichen',
    },
    {
      name: 'a leaked new password',
      form: { current_password: customerPassword, new_password: 'Password123' },
      text: 'Dieses Passwort ist aus einem Datenleck bekannt',
    },
  ])('$name is refused at its field (400), the password unchanged', async ({ form, text }) => {
    const answer = await post(paula, '/konto/passwort/', { intent: 'passwordChange', ...form });
    expect(answer.status).toBe(400);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toContain(text);
    expect(answer.body).not.toContain(form.new_password);
  });

  test('changed: this session stays, every other session ends, the new password signs in', async () => {
    const other = await signIn(suite.port, customer(paula), '10.72.9.1');
    expect((await view(paula, '/konto/', other)).status).toBe(200);
    const newPassword = 'Herbstlaub-Birne8';
    const answer = await post(paula, '/konto/passwort/', {
      intent: 'passwordChange',
      current_password: customerPassword,
      new_password: newPassword,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Ihr Passwort ist geändert.');
    expect((await view(paula, '/konto/')).status).toBe(200);
    const ended = await view(paula, '/konto/', other);
    expect(ended.status).toBe(302);
    const login = await send(suite.port, {
      method: 'POST',
      path: '/api/user/auth/login/',
      headers: { ...client(), 'x-forwarded-for': '10.72.9.2' },
      json: { email: paula, password: newPassword },
    });
    expect(login.status).toBe(200);
    expect(sessionCookieOf(login)).not.toBe('');
  });
});
