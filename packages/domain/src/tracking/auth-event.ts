import { optionalText } from './optional-text';
import { trafficMarker } from './traffic-marker';
import type { AuthAction, AuthEvent, TrackingContext } from './types';

/** The data-layer event name of each auth action: GA4's `login` and `sign_up`, and a guest login. */
export const authEventNames = {
  login: 'login',
  register: 'sign_up',
  guest: 'guest_login',
} as const satisfies Record<AuthAction, AuthEvent['event']>;

/** The method reported when the caller names none: the shop's only one, e-mail and password. */
export const defaultAuthMethod = 'email';

export interface AuthEventInput {
  readonly action: AuthAction;
  readonly method?: string | null;
  /** The customer number once known; guests may have none. */
  readonly customerNo?: string | null;
}

/**
 * Auth event (§3, §4) after a login, a registration or continuing as guest. Null for an
 * action that is not one of the three, which can only come from an untyped caller.
 *
 * @example
 * authEvent({ action: 'register', customerNo: '4711' }, context);
 * // { event: 'sign_up', action: 'register', method: 'email', customer_no: '4711' }
 */
export function authEvent(input: AuthEventInput, context: TrackingContext): AuthEvent | null {
  const { action } = input;
  if (action !== 'login' && action !== 'register' && action !== 'guest') return null;
  const customerNo = optionalText(input.customerNo);
  return {
    event: authEventNames[action],
    action,
    method: optionalText(input.method) ?? defaultAuthMethod,
    ...(customerNo === undefined ? {} : { customer_no: customerNo }),
    ...trafficMarker(context),
  };
}
