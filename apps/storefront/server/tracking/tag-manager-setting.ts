import { checkTagManagerId } from '@vitrine/domain';
import type { StorefrontEnv } from '../env';

/** Where the tag manager's script comes from unless told otherwise (§7: from its provider). */
export const defaultTagManagerOrigin = 'https://www.googletagmanager.com';

/** What a page needs to load the tag manager once consent allows it. */
export interface TagManagerSetting {
  /** The container id, `GTM-` and digits or capital letters (§5). */
  readonly id: string;
  /** The origin `/gtm.js` is loaded from. */
  readonly origin: string;
}

/**
 * The tag manager of this storefront, or null: without `VITRINE_TAG_MANAGER_ID`, or with an
 * id the §5 rule refuses — then the shop runs without one, and {@link tagManagerStartWarning}
 * tells the operator at start, with the corrected id when one can be derived.
 */
export function tagManagerSetting(
  env: Pick<StorefrontEnv, 'VITRINE_TAG_MANAGER_ID' | 'VITRINE_TAG_MANAGER_ORIGIN'>,
): TagManagerSetting | null {
  const configured = env.VITRINE_TAG_MANAGER_ID;
  if (configured === undefined) return null;
  const check = checkTagManagerId(configured);
  if (!check.valid) return null;
  return {
    id: check.id,
    origin: new URL(env.VITRINE_TAG_MANAGER_ORIGIN ?? defaultTagManagerOrigin).origin,
  };
}

/**
 * The start-up message for an invalid tag-manager id (issue 20: reported at start with the
 * suggested correction), or null when the id is valid or unset.
 *
 * @example
 * tagManagerStartWarning({ VITRINE_TAG_MANAGER_ID: 'gtm-ab12c' })
 * // 'VITRINE_TAG_MANAGER_ID "gtm-ab12c" is not a tag-manager id (GTM- and digits or capital letters). Did you mean "GTM-AB12C"? The shop runs without a tag manager.'
 */
export function tagManagerStartWarning(
  env: Pick<StorefrontEnv, 'VITRINE_TAG_MANAGER_ID'>,
): string | null {
  const configured = env.VITRINE_TAG_MANAGER_ID;
  if (configured === undefined) return null;
  const check = checkTagManagerId(configured);
  if (check.valid) return null;
  const suggestion = check.suggestion === null ? '' : ` Did you mean "${check.suggestion}"?`;
  return `VITRINE_TAG_MANAGER_ID "${configured}" is not a tag-manager id (GTM- and digits or capital letters).${suggestion} The shop runs without a tag manager.`;
}
