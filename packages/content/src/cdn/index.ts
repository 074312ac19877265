export type { CdnHandler, CdnHandlerOptions } from './cdn-handler';
export { createCdnHandler, defaultCdnBasePath } from './cdn-handler';
export { toNodeListener } from './node-listener';
export type { CdnQuery } from './query';
export { defaultPerPage, maxPerPage, parseCdnQuery } from './query';
export type { CdnTokens, TokenAccess } from './tokens';
export { cdnTokensFromEnv, defaultCdnTokens, tokenAccess } from './tokens';
