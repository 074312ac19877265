export { activeCampaigns, isCampaignActive } from './campaign-activity';
export { campaignPathMatches, normaliseCampaignPath } from './campaign-path';
export { campaignTriggerMatches, isBlankCampaignTrigger } from './campaign-trigger';
export type { UtcDate } from './campaign-window';
export { isWithinCampaignWindow, parseUtcDate } from './campaign-window';
export type { LinkTargetOptions } from './link-target';
export { linkTarget } from './link-target';
export { foldTriggerValue, splitTriggerValue } from './trigger-value';
export type {
  Campaign,
  CampaignPageContext,
  CampaignTrigger,
  CampaignTriggerType,
  CmsLink,
  LinkTarget,
  LinkType,
} from './types';
export { campaignTriggerTypes, linkTypes } from './types';
