import type { TrackingContext, TrafficMarker } from './types';

/** `traffic_type: 'internal'` for internal visitors (§6), nothing for everyone else. */
export function trafficMarker(context: TrackingContext): TrafficMarker {
  return context.internalTraffic ? { traffic_type: 'internal' } : {};
}
