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

/** An axe check of a page with those rules. */
export function accessibilityCheck(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(accessibilityTags);
}

/** What axe finds on the page with those rules, one `rule: first element` line each (none: `[]`). */
export async function axeViolations(page: Page): Promise<string[]> {
  const audit = await accessibilityCheck(page).analyze();
  return audit.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`);
}
