import { describe, expect, test } from 'vitest';
import { voucherCodeOf } from './voucher-code';

describe('a voucher code as the shop keeps it (§2 ?voucher=, §4 basket voucher)', () => {
  test.each([
    { sent: 'WILLKOMMEN10-10', code: 'WILLKOMMEN10-10' },
    { sent: ' willkommen10-10 ', code: 'WILLKOMMEN10-10' },
    { sent: 'sommer24', code: 'SOMMER24' },
    { sent: 'A'.repeat(40), code: 'A'.repeat(40) },
    { sent: 'A'.repeat(41), code: null },
    { sent: '', code: null },
    { sent: '   ', code: null },
    { sent: 'SOMMER_24', code: null },
    { sent: 'SOMMER 24', code: null },
    { sent: '<script>', code: null },
    { sent: 'CODE;Path=/', code: null },
    { sent: 42, code: null },
    { sent: null, code: null },
  ])('$sent → $code', ({ sent, code }) => {
    expect(voucherCodeOf(sent)).toBe(code);
  });
});
