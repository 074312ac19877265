import { z } from 'zod';
import { parseConsentDefinition } from '../consent/consent-definition';
import type { ConsentDefinition } from '../consent/types';
import { key, text } from './fields';

/**
 * The consent banner's texts and its categories and services (spec §3 Consent, §2 consent
 * banner layers 1 and 2). The categories are read by the consent rules' own
 * `parseConsentDefinition`, so what the banner lists is what the rules decide on.
 */
export interface ConsentBlock {
  readonly component: 'consent';
  readonly _uid: string;
  /** Layer 1. */
  readonly title: string;
  readonly text: string;
  readonly acceptAllLabel: string;
  readonly infoLabel: string;
  /** Layer 2. */
  readonly settingsTitle: string;
  readonly saveSelectionLabel: string;
  readonly saveAllLabel: string;
  readonly definition: ConsentDefinition;
}

export const consentSchema: z.ZodType<ConsentBlock, unknown> = z
  .looseObject({
    _uid: key,
    title: text,
    text,
    acceptAllLabel: text,
    infoLabel: text,
    settingsTitle: text,
    saveSelectionLabel: text,
    saveAllLabel: text,
  })
  .transform((fields) => ({
    component: 'consent' as const,
    _uid: fields._uid,
    title: fields.title,
    text: fields.text,
    acceptAllLabel: fields.acceptAllLabel,
    infoLabel: fields.infoLabel,
    settingsTitle: fields.settingsTitle,
    saveSelectionLabel: fields.saveSelectionLabel,
    saveAllLabel: fields.saveAllLabel,
    definition: parseConsentDefinition({ version: fields.version, categories: fields.categories }),
  }));
