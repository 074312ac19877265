import type { TrackingContext, TrafficMarker } from './types';

/** `traffic_type: 'internal'` for internal visitors (§6), nothing for everyone else. */
export function trafficMarker(context: TrackingContext): TrafficMarker {
  return context.internalTraffic ? { traffic_type: 'internal' } : {};
}

/**
 * What the §7 internal-traffic call's answer says (§6): internal only for an answer whose
 * `internal` is `true`. A failed call — no answer (`null`: the network failed, an error status),
 * a body that is not the answer, any other value — means not internal (§8).
 *
 * @example
 * internalTrafficOf({ internal: true }) // true
 * internalTrafficOf(null) // false (the call failed)
 */
export function internalTrafficOf(answer: unknown): boolean {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { readonly internal?: unknown }).internal === true
  );
}
