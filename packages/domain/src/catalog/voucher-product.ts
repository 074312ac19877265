import type { Company } from '../market/types';
import { articleNumber } from './reference-key';

/** The product numbers of a company's gift vouchers (§5). */
export interface VoucherProductNumbers {
  /** The downloadable (print-at-home) voucher. */
  readonly download: string;
  /** The voucher sent by post. */
  readonly physical: string;
}

const babyVouchers: VoucherProductNumbers = { download: '9420', physical: '9410' };
const otherVouchers: VoucherProductNumbers = { download: '51000', physical: '52000' };

/** §5: 9420 (download) and 9410 for baby and bm; 51000 (download) and 52000 for others. */
export const voucherProductNumbers: Readonly<Record<Company, VoucherProductNumbers>> = {
  baby: babyVouchers,
  bm: babyVouchers,
  mh: otherVouchers,
  vital: otherVouchers,
};

export type VoucherKind = 'download' | 'physical';

function productNumberText(productNumber: unknown): string {
  if (typeof productNumber === 'number') {
    return Number.isSafeInteger(productNumber) && productNumber >= 0 ? String(productNumber) : '';
  }
  return articleNumber(productNumber).replace(/^0+/, '');
}

/**
 * Which voucher a product number (or a variant reference key) is for the company, or null.
 * Leading zeros and a reference-key suffix are ignored; an unknown company is treated as one
 * of the others.
 *
 * @example
 * voucherKind('9420_01', 'baby'); // 'download'
 */
export function voucherKind(productNumber: unknown, company: Company): VoucherKind | null {
  const numbers = Object.hasOwn(voucherProductNumbers, company)
    ? voucherProductNumbers[company]
    : otherVouchers;
  const text = productNumberText(productNumber);
  if (text === numbers.download) return 'download';
  return text === numbers.physical ? 'physical' : null;
}

/** Whether the product number is one of the company's vouchers (§5). */
export function isVoucherProduct(productNumber: unknown, company: Company): boolean {
  return voucherKind(productNumber, company) !== null;
}

/** Whether the product number is the company's downloadable voucher (§5). */
export function isDownloadVoucher(productNumber: unknown, company: Company): boolean {
  return voucherKind(productNumber, company) === 'download';
}
