import { pageTitle } from '@vitrine/domain';
import type { MetaDescriptor } from 'react-router';
import { translator } from '../i18n/translator';
import type { PageFrameData } from '../page-frame';

/**
 * An account page's head: its title in the shop's title template, and nothing for a search
 * engine (the customer's own page; robots.txt leaves `/konto/` out too).
 */
export function accountPageMeta(
  matches: readonly unknown[],
  titleKey: string,
  values: Readonly<Record<string, string>> = {},
): MetaDescriptor[] {
  const frame = (matches[0] as { loaderData?: PageFrameData } | undefined)?.loaderData;
  const t = translator(frame?.locale.language ?? 'de').t;
  return [
    { title: pageTitle(t(titleKey, values), frame?.shop.brandName) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
