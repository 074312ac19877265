import type { Campaign } from './types';

const dayMs = 86_400_000;

/**
 * `YYYY-MM-DD`, optionally followed by `T` or a space and `HH:mm`, seconds and a fraction,
 * and an explicit offset (`Z`, `+01:00`, `+0100`). The CMS date picker writes
 * `YYYY-MM-DD HH:mm` in UTC.
 */
const datePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

export interface UtcDate {
  /** Epoch milliseconds. */
  readonly ms: number;
  /** True when only a day was given; a day-only end date covers that whole day. */
  readonly dateOnly: boolean;
}

function offsetMinutes(offset: string | undefined): number | null {
  if (offset === undefined || offset.toUpperCase() === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  if (hours > 23 || minutes > 59) return null;
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * Reads a CMS date as UTC (§3: campaign dates are UTC); an explicit offset is honoured.
 * Calendar-impossible dates (`2025-02-30`, `24:00`) and anything else give null —
 * `Date.parse` is not used because it guesses differently per engine.
 *
 * @example
 * parseUtcDate('2025-12-24 18:00') // { ms: Date.UTC(2025, 11, 24, 18), dateOnly: false }
 */
export function parseUtcDate(value: unknown): UtcDate | null {
  if (typeof value !== 'string') return null;
  const match = datePattern.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, offset] = match;
  const numbers = [year, month, day, hour, minute, second].map((part) => Number(part ?? 0));
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = numbers;
  const shift = offsetMinutes(offset);
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59 || shift === null) return null;
  // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as written.
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  if (date.getUTCDate() !== d) return null;
  const milliseconds = Math.floor(Number(`0.${fraction ?? '0'}`) * 1000);
  const ms = date.getTime() + ((h * 60 + mi - shift) * 60 + s) * 1000 + milliseconds;
  return { ms, dateOnly: hour === undefined };
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * Whether `now` lies in the campaign's UTC window. The window is half-open,
 * `dateFrom <= now < dateTo`, so a campaign ending at midnight and its successor starting
 * at midnight never overlap. A day-only `dateTo` (`2025-12-24`) means "through that day".
 * A missing or empty date leaves that side open; an unreadable one — or an unreadable
 * `now` — makes the campaign inactive rather than guessing.
 *
 * @example
 * isWithinCampaignWindow({ dateTo: '2025-12-24' }, Date.UTC(2025, 11, 24, 23, 59)) // true
 */
export function isWithinCampaignWindow(
  campaign: Pick<Campaign, 'dateFrom' | 'dateTo'>,
  now: Date | number,
): boolean {
  const at = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(at)) return false;
  const from = isBlank(campaign.dateFrom) ? undefined : parseUtcDate(campaign.dateFrom);
  const to = isBlank(campaign.dateTo) ? undefined : parseUtcDate(campaign.dateTo);
  if (from === null || to === null) return false;
  if (from && at < from.ms) return false;
  if (to && at >= (to.dateOnly ? to.ms + dayMs : to.ms)) return false;
  return true;
}
