import { describe, expect, test } from 'vitest';
import { internalTrafficOf, trafficMarker } from './traffic-marker';

describe('internal traffic (§6 flagged in tracking, §7 internal-traffic call, §8 a failure means not internal)', () => {
  test.each([
    { case: 'the call says internal', answer: { internal: true }, internal: true },
    { case: 'the call says not internal', answer: { internal: false }, internal: false },
    { case: 'the call failed (no answer)', answer: null, internal: false },
    { case: 'no answer at all', answer: undefined, internal: false },
    { case: 'an answer without the flag', answer: {}, internal: false },
    { case: 'the flag as text', answer: { internal: 'true' }, internal: false },
    { case: 'the flag as a number', answer: { internal: 1 }, internal: false },
    { case: 'a body that is text', answer: 'internal', internal: false },
    { case: 'a list', answer: [true], internal: false },
  ])('$case: internal $internal', ({ answer, internal }) => {
    expect(internalTrafficOf(answer)).toBe(internal);
  });

  test.each([
    { internalTraffic: true, marker: { traffic_type: 'internal' } },
    { internalTraffic: false, marker: {} },
  ])('events of internal traffic $internalTraffic carry $marker', ({ internalTraffic, marker }) => {
    expect(trafficMarker({ internalTraffic })).toEqual(marker);
  });
});
