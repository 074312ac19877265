import { type Commerce, commerceOptionsFromEnv, createCommerce } from '@vitrine/commerce';
import {
  type ContentClient,
  contentSource,
  createContentClient,
  createLocalCdnHandler,
  type LocalCdnHandler,
} from '@vitrine/content';
import type { ProductTile } from '@vitrine/domain/listing';
import { createPublishedChanges, type PublishedChanges } from './content/published-changes';
import { contentSettingsFromEnv, type StorefrontEnv } from './env';
import { createKeptAnswers, type KeptAnswers } from './http/kept-answers';
import {
  createPreviewGate,
  type PreviewGate,
  previewSettingsFromEnv,
} from './preview/preview-access';

/** What the storefront starts from: its parsed environment, and the session secret's file. */
export interface StorefrontOptions {
  /**
   * The process's environment, parsed once at start (`parseStorefrontEnv`): the database
   * (`DATABASE_URL`, else PGlite in `VITRINE_DATA_DIR`, which one process owns: a second is
   * refused at start with the commerce engine's DataFolderInUseError, issue 12), the content,
   * the image cache, the demo catalog's size and the rest.
   */
  readonly env: StorefrontEnv;
  /**
   * Where the session cookie's secret is kept when `SESSION_SECRET` is not set (the embedded
   * default); without it the secret lives in memory and sessions end with the process.
   */
  readonly sessionSecretFile?: string;
}

/** The content reads in both versions: published for shoppers, draft for the editor's preview. */
export interface StorefrontContent {
  readonly published: ContentClient;
  readonly preview: ContentClient;
  /** The local content space's CDN API, or null when the content comes from Storyblok. */
  readonly cdnHandler: LocalCdnHandler | null;
  readonly kind: 'local' | 'storyblok';
}

/** What the server opens once at start-up and every request shares. */
export interface StorefrontServices {
  readonly commerce: Commerce;
  readonly content: StorefrontContent;
  /** Who may see drafts (issue 12 item 7), for the pages and /api/cms alike. */
  readonly preview: PreviewGate;
  /** The environment the process started with, for the settings a request needs. */
  readonly env: StorefrontEnv;
  /** Content published or the catalogue changed: kept pages are out of date. */
  readonly publishedChanges: PublishedChanges;
  /**
   * The recommendations that start from no article (the empty basket's slider), by shop and
   * locale: the same for every visitor, so computed once a minute, not on every page view.
   */
  readonly shopRecommendations: KeptAnswers<readonly ProductTile[]>;
  close(): Promise<void>;
}

/** The path the local content space is mounted under; the clients' endpoint ends in `/v2`. */
export const contentMountPath = '/_content';
const localEndpoint = `http://storefront.internal${contentMountPath}/v2`;

/**
 * Opens the commerce engine (migrating and seeding an empty database) and the content
 * clients. The local content space is read in-process: the clients' fetch calls the CDN
 * handler directly, so the server never calls itself over the network.
 */
export async function openStorefrontServices(
  options: StorefrontOptions,
): Promise<StorefrontServices> {
  const { env } = options;
  const commerce = await createCommerce({
    // DATABASE_URL, durability (durable unless VITRINE_DURABILITY=relaxed), image and
    // hashing limits, mail.
    ...commerceOptionsFromEnv(env),
    dataDir: env.VITRINE_DATA_DIR,
    imageCacheDir: env.VITRINE_IMAGE_CACHE_DIR,
    imageBasePath: '/images',
    seed: { products: env.VITRINE_SEED_PRODUCTS },
  });
  const contentSettings = contentSettingsFromEnv(env);
  const publishedSource = contentSource(contentSettings, { localEndpoint, preview: false });
  const previewSource = contentSource(contentSettings, { localEndpoint, preview: true });
  const publishedChanges = createPublishedChanges();
  // A save in the local space's folder is its publish (issue 14): the kept pages, layouts and
  // answers are out of date, as after Storyblok's publish webhook.
  const cdnHandler =
    publishedSource.kind === 'local'
      ? await createLocalCdnHandler({
          directory: env.CONTENT_STORIES_DIR,
          tokens: { public: env.CONTENT_PUBLIC_TOKEN, preview: env.CONTENT_PREVIEW_TOKEN },
          watch: {
            onSaved: () => publishedChanges.announce(),
            onRefused: (error) =>
              console.error('Vitrine storefront: the saved content does not read', error),
          },
        })
      : null;
  const preview = createPreviewGate(publishedSource.kind, previewSettingsFromEnv(env));
  const inProcessFetch: typeof fetch | undefined = cdnHandler
    ? (input, init) => cdnHandler(new Request(input, init))
    : undefined;
  const client = (source: typeof publishedSource) =>
    createContentClient({
      endpoint: source.endpoint,
      accessToken: source.accessToken,
      version: source.version,
      // §9's five requests per second protect Storyblok's CDN; the local space is a function
      // call away and would only make every page wait.
      ...(inProcessFetch ? { fetch: inProcessFetch, rateLimit: 1000 } : {}),
    });
  // An order or a cancellation changes what a product card says about stock.
  commerce.onCatalogueChange(() => publishedChanges.announce());
  const shopRecommendations = createKeptAnswers<readonly ProductTile[]>({
    max: 100,
    lifetimeMs: 60_000,
  });
  publishedChanges.subscribe(() => shopRecommendations.invalidate());
  const content: StorefrontContent = {
    published: client(publishedSource),
    preview: client(previewSource),
    cdnHandler,
    kind: publishedSource.kind,
  };
  // The site layouts (header, footer, consent texts) are kept per locale: published anew too.
  publishedChanges.subscribe(() => {
    content.published.clearLayoutCache();
    content.preview.clearLayoutCache();
  });
  return {
    commerce,
    content,
    preview,
    env,
    publishedChanges,
    shopRecommendations,
    close: () => {
      cdnHandler?.close();
      return commerce.close();
    },
  };
}
