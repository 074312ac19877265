import type {
  GuestForm,
  HostKind,
  LoginForm,
  RegisterForm,
  Shop,
  ShopLocale,
} from '@vitrine/domain';
import type { ClientSettings } from '../app/recovery/client-settings';
import type { LoginAttempt, RegisterAttempt, SignedInAttempt } from './account/sign-in-flow';
import type { RateLimits } from './api/security/rate-limits';
import type { Visitor } from './api/visitor-type';
import type { PreviewDecision } from './preview/preview-access';
import type { StorefrontServices } from './services';

/** What the server resolves once per request, before any loader runs. */
// A type alias, not an interface: React Router's AppLoadContext has a string index signature,
// which only aliases satisfy implicitly.
export type ShopRequestContext = {
  readonly shop: Shop;
  readonly locale: ShopLocale;
  /** The request path without the locale prefix. */
  readonly path: string;
  /** Whether the request came in on a local (`*.localhost`) or a production host name. */
  readonly hostKind: HostKind;
  /** The port the request came in on, when it is not the scheme's default. */
  readonly port: number | undefined;
  /** `qa` shows error details on the error page (§2); everything else hides them. */
  readonly environment: 'production' | 'qa' | 'development';
  /** The commerce engine and content clients, opened once at start-up. */
  readonly services: StorefrontServices;
};

/** What a page's loaders and actions get besides the shop: the visitor and the form limits. */
export type PageRequestContext = ShopRequestContext & {
  /**
   * The visitor the session cookie names, read once on first use: the auth guards (§4) and the
   * form posts ask; a public page that never asks stays the same for every visitor.
   */
  readonly visitor: () => Promise<Visitor>;
  /**
   * The visitor with a session row: opens an anonymous session (and sets its cookie) the first
   * time a form post needs one (the first item put in the basket without JavaScript), as the
   * /api calls do.
   */
  readonly openSession: () => Promise<Visitor>;
  /**
   * Signing in, up (register, guest) and out from a page's own form (the login pages without
   * JavaScript), with the limits, basket merge, newsletter call and session cookie of the /api
   * calls (account/sign-in-flow.ts).
   */
  readonly account: {
    readonly login: (form: LoginForm) => Promise<LoginAttempt>;
    /** Opens the account (the form's password passed the leak check) and signs it in. */
    readonly register: (form: RegisterForm) => Promise<RegisterAttempt>;
    /** Records the guest customer and signs the visitor in as one (§6), keeping the basket. */
    readonly guest: (form: GuestForm) => Promise<SignedInAttempt>;
    readonly logout: () => Promise<void>;
  };
  /** The client's address as the rate limits count it (behind a trusted proxy, the forwarded one). */
  readonly clientAddress: string;
  /** The per-client limits of the /api calls, shared by the form posts that stand in for them. */
  readonly rateLimits: RateLimits;
  /**
   * Whether the request asked for the CMS preview and proved it comes from the editor
   * (issue 12 item 7): only a granted preview reads drafts, loads the bridge and may be framed.
   */
  readonly preview: PreviewDecision;
  /** The nonce of this response's Content-Security-Policy, which the page's scripts carry. */
  readonly cspNonce: string;
  /** What the page's scripts are told (issue 20): the build's id, how errors are reported. */
  readonly clientSettings: ClientSettings;
};
