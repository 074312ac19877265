import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The rules every page is checked against: WCAG 2.2 AA (axe leaves its 2.2 rules, such as
 * target size, off unless their tags are named) and axe's best practices.
 */
export const accessibilityTags = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
];

/**
 * An axe check of a page with those rules. Only violations are collected in full (axe keeps one
 * node of each passed or inapplicable rule), and axe runs in the page itself (`legacyMode`)
 * instead of in every frame and then again in a blank page of its own: the shop's pages have
 * no frame from another origin (the CMS preview's is the shop's own, which axe reaches from the
 * page). The same rules, the same violations; the shell's 30 checks took 17 s instead of 43 s.
 */
export function accessibilityCheck(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .withTags(accessibilityTags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
}

/** What axe finds on the page with those rules, one `rule: first element` line each (none: `[]`). */
export async function axeViolations(page: Page): Promise<string[]> {
  const audit = await accessibilityCheck(page).analyze();
  return audit.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`);
}

/**
 * What axe finds on a page loaded without JavaScript. axe is a script, and a page of a context
 * without JavaScript runs none (the check would wait forever), so the markup the visitor got —
 * without its scripts, which that browser ignored, and with `<noscript>` content shown as it
 * showed it — is served at the same address to a page that runs scripts, and checked there
 * with the shop's own stylesheets.
 */
export async function axeViolationsWithoutJavaScript(page: Page): Promise<string[]> {
  const markup = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<\/?noscript>/gi, '');
  const browser = page.context().browser();
  if (browser === null) throw new Error('the page has no browser to check its markup in');
  const context = await browser.newContext({ viewport: page.viewportSize() });
  try {
    const checker = await context.newPage();
    const address = page.url();
    await checker.route(address, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: markup }),
    );
    await checker.goto(address, { waitUntil: 'load' });
    return await axeViolations(checker);
  } finally {
    await context.close();
  }
}
