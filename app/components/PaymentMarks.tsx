import {useT} from '~/hooks/use-t';

/** The payment methods the checkout takes, each a mark of the sprite with its name. */
const MARKS = [
  ['visa', 'Visa'],
  ['mastercard', 'Mastercard'],
  ['amex', 'American Express'],
  ['paypal', 'PayPal'],
  ['apple-pay', 'Apple Pay'],
  ['google-pay', 'Google Pay'],
] as const;

/** Marks drawn for this shop (public/icons.svg, `pay-*`), not the brands' own artwork. */
export function PaymentMarks() {
  const t = useT();
  return (
    <ul className="payment-marks" aria-label={t('footer.paymentMethods')}>
      {MARKS.map(([id, name]) => (
        <li key={id}>
          <svg role="img" aria-label={name} width="38" height="24">
            <use href={`/icons.svg#pay-${id}`} />
          </svg>
        </li>
      ))}
    </ul>
  );
}
