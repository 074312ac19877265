import { type Commerce, createCommerce, durabilityOf } from '@vitrine/commerce';
import {
  type CdnHandler,
  type ContentClient,
  cdnTokensFromEnv,
  contentSourceFromEnv,
  createContentClient,
  createLocalCdnHandler,
} from '@vitrine/content';

type Env = Readonly<Record<string, string | undefined>>;

/** Where the storefront's embedded parts keep and find their files. */
export interface StorefrontOptions {
  /** The Storyblok-format stories the local content space serves (`packages/content/stories`). */
  readonly contentStoriesDirectory: string;
  /**
   * PGlite's folder; ignored when `DATABASE_URL` is set. One process owns it: a second is
   * refused at start (the commerce engine's DataFolderInUseError, issue 12).
   */
  readonly dataDirectory: string;
  /** Where image renditions are cached. */
  readonly imageCacheDirectory: string;
  /** How many demo products an empty database is seeded with (the engine's default: 2,000). */
  readonly seedProducts?: number;
  /**
   * Where the session cookie's secret is kept when `SESSION_SECRET` is not set (the embedded
   * default); without it the secret lives in memory and sessions end with the process.
   */
  readonly sessionSecretFile?: string;
  readonly env?: Env;
}

/** The content reads in both versions: published for shoppers, draft for the editor's preview. */
export interface StorefrontContent {
  readonly published: ContentClient;
  readonly preview: ContentClient;
  /** The local content space's CDN API, or null when the content comes from Storyblok. */
  readonly cdnHandler: CdnHandler | null;
  readonly kind: 'local' | 'storyblok';
}

/** What the server opens once at start-up and every request shares. */
export interface StorefrontServices {
  readonly commerce: Commerce;
  readonly content: StorefrontContent;
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
  const env = options.env ?? process.env;
  const commerce = await createCommerce({
    databaseUrl: env.DATABASE_URL ?? '',
    dataDir: options.dataDirectory,
    // Durable unless VITRINE_DURABILITY=relaxed (tests); another value stops the start.
    durability: durabilityOf(undefined, env),
    imageCacheDir: options.imageCacheDirectory,
    imageBasePath: '/images',
    ...(options.seedProducts ? { seed: { products: options.seedProducts } } : {}),
  });
  const publishedSource = contentSourceFromEnv(env, { localEndpoint, preview: false });
  const previewSource = contentSourceFromEnv(env, { localEndpoint, preview: true });
  const cdnHandler =
    publishedSource.kind === 'local'
      ? await createLocalCdnHandler({
          directory: options.contentStoriesDirectory,
          tokens: cdnTokensFromEnv(env),
        })
      : null;
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
  return {
    commerce,
    content: {
      published: client(publishedSource),
      preview: client(previewSource),
      cdnHandler,
      kind: publishedSource.kind,
    },
    close: () => commerce.close(),
  };
}
