import type { PaymentCode } from '@vitrine/domain/entities';
import type * as React from 'react';

/**
 * The drawings inside the marks, one per payment code, each shown with its name: simple,
 * brand-neutral pictograms drawn for this shop (a card, an invoice, a bank, a parcel …) — no
 * provider's logo is copied, none is downloaded. Strokes follow `currentColor`.
 */
const pictograms: Readonly<Record<PaymentCode, React.ReactNode>> = {
  // Credit card: a card with its magnetic stripe and a number line.
  KK: (
    <>
      <rect x="9" y="6" width="22" height="14" rx="2" />
      <path d="M9 10h22" strokeWidth="2.5" />
      <path d="M12 16.5h6" />
    </>
  ),
  // Klarna instalments: the K of the family and three parts of a sum.
  KD: (
    <>
      <path d="M10 6v14M10 13l6-7M12 11l5 9" />
      <path d="M22 9h8M22 13h8M22 17h8" />
    </>
  ),
  // Klarna pay later: the K and an invoice sheet.
  KC: (
    <>
      <path d="M10 6v14M10 13l6-7M12 11l5 9" />
      <path d="M22 6h6l3 3v11h-9z" />
      <path d="M24.5 13h4M24.5 16.5h4" />
    </>
  ),
  // Klarna pay now: the K and a flash.
  KN: (
    <>
      <path d="M10 6v14M10 13l6-7M12 11l5 9" />
      <path d="M27 5l-4 8h5l-4 8" />
    </>
  ),
  // PayPal: a plain monogram P.
  PP: <path d="M16 21V5h5.5a4.5 4.5 0 0 1 0 9H16" />,
  // Gift card: a parcel with a bow.
  G: (
    <>
      <rect x="11" y="10" width="18" height="11" rx="1" />
      <path d="M11 14h18M20 10v11" />
      <path d="M20 10c-3-4-7-3-5 0M20 10c3-4 7-3 5 0" />
    </>
  ),
  // Cash on delivery: a parcel and a coin.
  NN: (
    <>
      <path d="M8 10l7-4 7 4v8l-7 4-7-4z" />
      <path d="M8 10l7 4 7-4M15 14v8" />
      <circle cx="28" cy="15" r="4.5" />
    </>
  ),
  // Invoice: a sheet with a folded corner and its lines.
  RE: (
    <>
      <path d="M14 4h9l4 4v14H14z" />
      <path d="M23 4v4h4" />
      <path d="M17 12h7M17 15.5h7M17 19h4" />
    </>
  ),
  // Pay in advance: a transfer, one arrow there and one back.
  V: (
    <>
      <path d="M10 10h18M24 6l4 4-4 4" />
      <path d="M30 17H12M16 13l-4 4 4 4" />
    </>
  ),
  // Twint: a phone with a code on its screen.
  TW: (
    <>
      <rect x="14" y="3" width="12" height="20" rx="2" />
      <path d="M17 8h2.5v2.5H17zM20.5 8H23v2.5h-2.5zM17 11.5h2.5V14H17zM21.5 12.5h1" />
      <path d="M18.5 19.5h3" />
    </>
  ),
  // iDEAL: a bank.
  IL: (
    <>
      <path d="M10 10l10-5 10 5z" />
      <path d="M12 12v6M17 12v6M23 12v6M28 12v6M9 21h22" />
    </>
  ),
  // Apple Pay: a phone and the waves of a contactless payment.
  AP: (
    <>
      <rect x="10" y="4" width="11" height="18" rx="2" />
      <path d="M24.5 9.5a5 5 0 0 1 0 7M27.5 7a9 9 0 0 1 0 12" />
    </>
  ),
};

type PaymentMarkProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  /** The payment method (its payment code) whose mark is drawn. */
  method: PaymentCode;
  /**
   * The method's name, when the mark stands alone and must say it (`role="img"`). Without
   * it the mark is decorative and hidden from assistive technology: the method's label is
   * text beside it.
   */
  label?: string;
};

/**
 * A payment method's mark (shown with the method's name): a small drawing in a
 * frame, shown beside the method's name. Inline SVG, so it needs no request and no download.
 */
function PaymentMark({ method, label, className, ...props }: PaymentMarkProps) {
  return (
    // Its frame, size and strokes are the stylesheet's (`[data-slot=payment-mark]`): a page of
    // marks repeats only their drawings.
    <svg
      data-slot="payment-mark"
      data-method={method}
      viewBox="0 0 40 26"
      focusable="false"
      role={label === undefined ? undefined : 'img'}
      aria-label={label}
      aria-hidden={label === undefined ? true : undefined}
      className={className}
      {...props}
    >
      {pictograms[method]}
    </svg>
  );
}

export { PaymentMark, type PaymentMarkProps };
