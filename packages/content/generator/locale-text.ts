import type { DemoLocale } from './demo-locales';

/** §9 fallback shipping: standard 4,99 from 0,00; freight 14,99. */
export const standardShipping = 4.99;
export const freightShipping = 14.99;

/**
 * A price as each locale writes it: `4,99 €` in Germany and France, `€ 4,99` in Austria and
 * the Dutch-speaking shops, `CHF 4.99` in Switzerland; whole amounts without decimals
 * (`89 €`, `CHF 89.–`).
 */
export function priceText(amount: number, iso: string): string {
  const whole = Number.isInteger(amount);
  if (iso.endsWith('-CH')) return `CHF ${whole ? `${amount}.–` : amount.toFixed(2)}`;
  const number = whole ? String(amount) : amount.toFixed(2).replace('.', ',');
  return iso === 'de-AT' || iso.startsWith('nl-') ? `€ ${number}` : `${number} €`;
}

/**
 * The shop's welcome voucher: the code the commerce seed creates for every shop
 * (`WILLKOMMEN10-{shopId}`, packages/commerce/drizzle/0004_shopping.sql), so the code the
 * content advertises is one the checkout accepts.
 */
export function welcomeVoucherCode(locale: DemoLocale): string {
  return `WILLKOMMEN10-${locale.shop.id}`;
}

/** The service mail address of a shop. */
export function serviceEmail(locale: DemoLocale): string {
  return `service@${locale.shop.hosts.production}`;
}

/**
 * Fills a copy text for one shop locale: prices, contact data, the welcome voucher and brand;
 * Swiss German writes ss for ß.
 */
export function localise(text: string, locale: DemoLocale): string {
  const { copy, shop } = locale;
  const contact = shop.hotline === null ? copy.contactWithoutHotline : copy.contactWithHotline;
  const filled = text
    .replaceAll('{{contact}}', contact)
    .replaceAll('{{shipping}}', priceText(standardShipping, locale.locale.iso))
    .replaceAll('{{freight}}', priceText(freightShipping, locale.locale.iso))
    .replace(/\{\{price:(\d+(?:\.\d+)?)\}\}/g, (_match, amount: string) =>
      priceText(Number(amount), locale.locale.iso),
    )
    .replaceAll('{{hotline}}', shop.hotline ?? '')
    .replaceAll('{{email}}', serviceEmail(locale))
    .replaceAll('{{coupon}}', welcomeVoucherCode(locale))
    .replaceAll('{{brand}}', shop.brandName);
  return locale.locale.iso === 'de-CH' ? filled.replaceAll('ß', 'ss') : filled;
}
