import type { Locator, Response } from 'playwright-core';

/**
 * Clicks the form's submit `button` and waits for the POST it sends: the page's answer, as the
 * browser gets it when it posts the form itself (without JavaScript).
 */
export async function submitForm(button: Locator): Promise<Response> {
  const [answer] = await Promise.all([
    button.page().waitForResponse((response) => response.request().method() === 'POST'),
    button.click(),
  ]);
  return answer;
}
