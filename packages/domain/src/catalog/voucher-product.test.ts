import { describe, expect, test } from 'vitest';
import type { Company } from '../market/types';
import {
  isDownloadVoucher,
  isVoucherProduct,
  voucherKind,
  voucherProductNumbers,
} from './voucher-product';

describe('voucher product numbers (spec §5)', () => {
  test.each([
    { company: 'baby', download: '9420', physical: '9410' },
    { company: 'bm', download: '9420', physical: '9410' },
    { company: 'mh', download: '51000', physical: '52000' },
    { company: 'vital', download: '51000', physical: '52000' },
  ] as const)('$company: $download (download) and $physical', ({ company, download, physical }) => {
    expect(voucherProductNumbers[company]).toEqual({ download, physical });
    expect(voucherKind(download, company)).toBe('download');
    expect(voucherKind(physical, company)).toBe('physical');
  });

  test.each([
    { input: '9420', company: 'baby', kind: 'download' },
    { input: 9410, company: 'bm', kind: 'physical' },
    { input: '9420_01', company: 'baby', kind: 'download' },
    { input: ' 009410 ', company: 'baby', kind: 'physical' },
    { input: '51000', company: 'vital', kind: 'download' },
    { input: '52000_1', company: 'mh', kind: 'physical' },
    { input: '51000', company: 'baby', kind: null },
    { input: '9420', company: 'vital', kind: null },
    { input: '94200', company: 'baby', kind: null },
    { input: '942', company: 'baby', kind: null },
    { input: '', company: 'baby', kind: null },
    { input: null, company: 'baby', kind: null },
    { input: 9420.5, company: 'baby', kind: null },
    { input: -9420, company: 'baby', kind: null },
    { input: Number.NaN, company: 'baby', kind: null },
    { input: '9420', company: 'toString', kind: null },
    { input: '52000', company: 'unknown', kind: 'physical' },
  ])('$input for $company is $kind', ({ input, company, kind }) => {
    expect(voucherKind(input, company as Company)).toBe(kind);
    expect(isVoucherProduct(input, company as Company)).toBe(kind !== null);
    expect(isDownloadVoucher(input, company as Company)).toBe(kind === 'download');
  });
});
