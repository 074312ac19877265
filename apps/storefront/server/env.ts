import { isIP } from 'node:net';
import {
  commerceEnvShape,
  decimalNumber,
  defaultCatalogSize,
  type Env,
  mailboxes,
  oneOf,
  parseEnvironment,
  text,
  url,
  type VariableRule,
  variable,
  wholeNumber,
} from '@vitrine/commerce';
import { type ContentSettings, defaultCdnTokens, storyblokRegions } from '@vitrine/content';
import { cmsEditorTokenMaxAgeSeconds } from '@vitrine/domain';
import { errorReportingSampleRate } from '@vitrine/domain/error-reporting';
import { z } from 'zod';
import { internalNetworks } from './api/internal-traffic';
import { trustProxy } from './api/security/trust-proxy';

/** The headers that may carry the visitor's country, lower-cased as Node reads headers. */
export const countryHeaders = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-country-code',
] as const;

/** An IP address, or a host name as DNS spells one (`localhost`, `shop.internal`). */
const listenHost: VariableRule<string> = {
  expected: 'an IP address or a host name',
  read: (value) =>
    isIP(value) !== 0 ||
    /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(value)
      ? value
      : undefined,
};

/** Where the git-ignored data folder and the demo stories are, for the path defaults. */
export interface StorefrontPaths {
  /** The repository's root, ending in a slash (`server.js` knows it; a bundle does not). */
  readonly repositoryRoot: string;
}

/**
 * Every variable the storefront process reads, its own and those of the commerce engine it
 * starts, each once: the process parses its environment here at start and hands the typed
 * result down, so no module reads `process.env` and a wrong value stops the start instead of
 * a request later. The content package takes its settings from here too
 * ({@link contentSettingsFromEnv}).
 */
export function storefrontEnvSchema({ repositoryRoot }: StorefrontPaths) {
  return z.object({
    ...commerceEnvShape,
    /**
     * `production` hides the development pages (the mail outbox, saving stories); unset,
     * `development` and `test` show them. Exact case: Express and React read it themselves.
     */
    NODE_ENV: variable(oneOf(['development', 'production', 'test'], { exactCase: true })),
    /** `qa`: error pages show status and message (the spec's QA environment). */
    VITRINE_ENV: variable(oneOf(['qa'])),
    /** The port the server listens on; 0 takes a free one (tests). */
    PORT: variable(wholeNumber(0, 65_535), 3000),
    /** Loopback unless told otherwise: `0.0.0.0` serves a network (behind a load balancer, say). */
    HOST: variable(listenHost, '127.0.0.1'),
    /** PGlite's folder (`memory://` keeps everything in memory), one process at a time. */
    VITRINE_DATA_DIR: variable(text(), `${repositoryRoot}.data/pglite`),
    /** Where resized product images are kept. */
    VITRINE_IMAGE_CACHE_DIR: variable(text(), `${repositoryRoot}.data/image-cache`),
    /** The local content space's story files. */
    CONTENT_STORIES_DIR: variable(text(), `${repositoryRoot}packages/content/stories`),
    /** The size of the demo catalog seeded into an empty database. */
    VITRINE_SEED_PRODUCTS: variable(wholeNumber(1, 1_000_000), defaultCatalogSize),
    /**
     * The most the in-memory render cache of anonymous public pages keeps, in MB; 0 turns it
     * off (a CDN in front does the same job at scale).
     */
    VITRINE_RENDER_CACHE_MB: variable(wholeNumber(0, 65_536), 64),
    /**
     * The request header a CDN puts the visitor's country in (issue 20 country picker):
     * `cf-ipcountry` (Cloudflare), `cloudfront-viewer-country` (CloudFront) or `x-country-code`,
     * any case. Unset, the shop never offers another country's shop (no third-party lookup).
     */
    VITRINE_COUNTRY_HEADER: variable(oneOf(countryHeaders)),
    /**
     * Where the browser posts each consent decision as proof of consent (issue 20, §7 consent
     * call), like the telemetry host: the origin of another service that answers
     * `POST /api/consent-records/` (`https://rum.example.com`). Unset, the storefront itself.
     */
    VITRINE_CONSENT_RECORDS_ORIGIN: variable(url(['https:', 'http:'])),
    /**
     * Where the shop's analytics script (`/scripts/econda.js`, issue 20) posts its events: the
     * origin of another collector that answers `POST /api/analytics/events/`
     * (`https://rum.example.com`). Unset, the storefront itself counts them.
     */
    VITRINE_ANALYTICS_ORIGIN: variable(url(['https:', 'http:'])),
    /** After SIGTERM/SIGINT, how long requests in flight may take before they are cut. */
    VITRINE_SHUTDOWN_GRACE_SECONDS: variable(decimalNumber(0, 3600), 10),
    /** Whom to believe about X-Forwarded-For, as Express's `trust proxy`; unset trusts nobody. */
    TRUST_PROXY: variable(trustProxy, false),
    /** The company's own addresses and ranges: their visits are tracked as internal traffic. */
    VITRINE_INTERNAL_NETWORKS: variable(internalNetworks),
    /**
     * The tag manager's container (`GTM-…`, §5): loaded only after the visitor consents. An id
     * the rule refuses is reported at start with its correction, and the shop runs without.
     */
    VITRINE_TAG_MANAGER_ID: variable(text()),
    /** Where the tag manager's script is loaded from (default Google's). */
    VITRINE_TAG_MANAGER_ORIGIN: variable(url(['http:', 'https:'])),
    /**
     * The running build's id as `GET /api/build/` tells it and the pages carry it (issue 20:
     * open tabs load the next page whole after a deploy). Default: React Router's manifest
     * version of the build, which changes with every build that changes the client.
     */
    VITRINE_BUILD_ID: variable(text()),
    /**
     * Sentry's DSN for the browser's error reports (issue 20, §9); unset, they are posted to
     * the storefront (`POST /api/client-errors/`) and listed under `/_dev/metrics`.
     */
    SENTRY_DSN: variable(url(['https:', 'http:'])),
    /**
     * Who may read the web vitals and the browsers' error reports in production
     * (`GET /api/metrics/web-vitals/`, `GET /api/client-errors/` with
     * `Authorization: Bearer <token>`). Unset, production answers those reads with 404; outside
     * production they are open, as `/_dev/metrics` is.
     */
    VITRINE_TELEMETRY_READ_TOKEN: variable(text({ minLength: 32, secret: true })),
    /** The share of browser errors reported (§9: 0.1); 1 reports every one (tests). */
    VITRINE_ERROR_SAMPLE_RATE: variable(decimalNumber(0, 1), errorReportingSampleRate),
    /** The session cookies' signing key; without it, a key kept in the data folder. */
    SESSION_SECRET: variable(text({ minLength: 32, secret: true })),
    /** Who receives contact-form messages and complaints (default `service@` the shop's host). */
    CONTACT_MAIL_TO: variable(mailboxes),
    /** Storyblok's public token: with it the content comes from Storyblok, not the local space. */
    STORYBLOK_TOKEN: variable(text({ secret: true })),
    /** Storyblok's preview token, which reads drafts (default: `STORYBLOK_TOKEN`). */
    STORYBLOK_PREVIEW_TOKEN: variable(text({ secret: true })),
    /** The secret Storyblok signs its publish webhook with; without it there is no webhook. */
    STORYBLOK_WEBHOOK_SECRET: variable(text({ minLength: 16, secret: true })),
    /** The region of the Storyblok space. */
    STORYBLOK_REGION: variable(oneOf(storyblokRegions), 'eu'),
    /** The local space's public token; the default is public knowledge, as the demo content is. */
    CONTENT_PUBLIC_TOKEN: variable(text({ secret: true }), defaultCdnTokens.public),
    /** The local space's preview token, which opens drafts: set your own where others can reach the shop. */
    CONTENT_PREVIEW_TOKEN: variable(text({ secret: true }), defaultCdnTokens.preview),
    /** Seconds an editor's signed preview URL (and the cookie it earns) counts after it was issued. */
    VITRINE_PREVIEW_MAX_AGE: variable(wholeNumber(1, 999_999_999), cmsEditorTokenMaxAgeSeconds),
  });
}

/** The storefront's environment, typed, with the defaults filled in. */
export type StorefrontEnv = z.output<ReturnType<typeof storefrontEnvSchema>>;

/**
 * The storefront's environment from `env`, or an `EnvironmentError` (`code`
 * `VITRINE_INVALID_ENVIRONMENT`) naming each wrong variable, what it expects and what it got.
 *
 * @example
 * parseStorefrontEnv({ PORT: '8080' }, { repositoryRoot: '/srv/vitrine/' }).PORT; // 8080
 * parseStorefrontEnv({ PORT: 'abc' }, paths); // throws 'PORT: expected an integer 0–65535, got "abc"'
 */
export function parseStorefrontEnv(env: Env, paths: StorefrontPaths): StorefrontEnv {
  return parseEnvironment(storefrontEnvSchema(paths), env);
}

/** Where the content comes from, as the content package takes it. */
export function contentSettingsFromEnv(env: StorefrontEnv): ContentSettings {
  return {
    storyblokToken: env.STORYBLOK_TOKEN,
    storyblokPreviewToken: env.STORYBLOK_PREVIEW_TOKEN,
    storyblokRegion: env.STORYBLOK_REGION,
    localTokens: { public: env.CONTENT_PUBLIC_TOKEN, preview: env.CONTENT_PREVIEW_TOKEN },
  };
}

/** What a request context says about the environment: `qa` before NODE_ENV. */
export function environmentOf(env: StorefrontEnv): 'production' | 'qa' | 'development' {
  if (env.VITRINE_ENV === 'qa') return 'qa';
  return env.NODE_ENV === 'production' ? 'production' : 'development';
}
