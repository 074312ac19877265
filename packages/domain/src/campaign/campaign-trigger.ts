import { campaignPathMatches } from './campaign-path';
import { foldTriggerValue, splitTriggerValue } from './trigger-value';
import type { CampaignPageContext, CampaignTrigger, CampaignTriggerType } from './types';

/** Triggers read as a yes/no flag: their mere presence means "yes". */
const flagTriggerTypes: ReadonlySet<string> = new Set<CampaignTriggerType>([
  'scayleCheckout',
  'sale',
]);
const listTriggerTypes: ReadonlySet<string> = new Set<CampaignTriggerType>([
  'url',
  'productNumber',
  'marke',
  'subbrand',
  'breadcrumb',
]);

/** Words an editor in de, fr or nl may type for yes and no. */
const yesWords: ReadonlySet<string> = new Set(['true', '1', 'yes', 'ja', 'oui', 'on', 'x']);
const noWords: ReadonlySet<string> = new Set(['false', '0', 'no', 'nein', 'non', 'nee', 'off']);

/**
 * Whether a trigger says nothing and is to be ignored: a list trigger (url, productNumber,
 * marke, subbrand, breadcrumb) without a single non-empty entry is an editor's unfinished
 * block, not a restriction. Flag triggers and unknown types are never blank.
 */
export function isBlankCampaignTrigger(trigger: CampaignTrigger | null | undefined): boolean {
  if (!trigger) return true;
  const type = typeof trigger.type === 'string' ? trigger.type.trim() : '';
  return listTriggerTypes.has(type) && splitTriggerValue(trigger.value).length === 0;
}

function flagMatches(value: CampaignTrigger['value'], pageFlag: boolean): boolean {
  const entries = splitTriggerValue(value);
  if (entries.length === 0) return pageFlag;
  return entries.some((entry) =>
    yesWords.has(entry) ? pageFlag : noWords.has(entry) ? !pageFlag : false,
  );
}

function listContains(value: CampaignTrigger['value'], pageValue: unknown): boolean {
  const folded = foldTriggerValue(pageValue);
  return folded !== '' && splitTriggerValue(value).includes(folded);
}

/**
 * Whether one trigger (§3) matches the page:
 * - `url`: the page path equals an entry (or lies below an entry ending in `*`);
 * - `productNumber`, `marke`, `subbrand`: the page's value is one of the entries;
 * - `breadcrumb`: any breadcrumb category name is one of the entries;
 * - `scayleCheckout`, `sale`: the page's flag equals the trigger's (an empty value means yes,
 *   `false`/`nein`/`non`/`0` means "only when not").
 * Values are trimmed and case-folded on both sides; an unknown type never matches.
 *
 * @example
 * campaignTriggerMatches({ type: 'marke', value: 'Nido, Lumi' }, { brand: 'NIDO' }) // true
 */
export function campaignTriggerMatches(
  trigger: CampaignTrigger | null | undefined,
  page: CampaignPageContext,
): boolean {
  const type = typeof trigger?.type === 'string' ? trigger.type.trim() : '';
  const value = trigger?.value;
  if (flagTriggerTypes.has(type)) {
    return flagMatches(value, (type === 'sale' ? page.isSale : page.isCheckout) === true);
  }
  switch (type) {
    case 'url':
      return splitTriggerValue(value).some((entry) => campaignPathMatches(entry, page.path));
    case 'productNumber':
      return listContains(value, page.productNumber);
    case 'marke':
      return listContains(value, page.brand);
    case 'subbrand':
      return listContains(value, page.subbrand);
    case 'breadcrumb':
      return (Array.isArray(page.breadcrumb) ? page.breadcrumb : []).some((name) =>
        listContains(value, name),
      );
    default:
      return false;
  }
}
