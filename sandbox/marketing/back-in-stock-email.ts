/**
 * The notice Klaviyo's back-in-stock flow sends when a variant a shopper waited for is restocked:
 * in Italian, the shop's base language (a subscription does not say the shopper's), naming the
 * product and linking to its page on the storefront.
 */
import {storefrontUrl, storePath} from '../config';
import type {ProductRecord, VariantRecord} from '../db/catalog';
import {renderEmail, type EmailMessage} from '../customers/email';

export const BACK_IN_STOCK_EMAIL_KIND = 'back_in_stock';

/** The variant's size: its value of the product's size option (the shop's only option). */
function sizeOf(product: ProductRecord, variant: VariantRecord): string {
  const index = product.options.findIndex((option) => option.name.it === 'Taglia');
  return variant.options[Math.max(0, index)] ?? variant.title;
}

export function backInStockEmail(product: ProductRecord, variant: VariantRecord): EmailMessage {
  const size = sizeOf(product, variant);
  return renderEmail({
    lang: 'it',
    subject: `La taglia ${size} è di nuovo disponibile`,
    greeting: 'Ciao,',
    before: [
      `buone notizie: ${product.title.it} è di nuovo disponibile nella taglia ${size}.`,
      'Le taglie più richieste finiscono in fretta: se ti piace, non aspettare troppo.',
    ],
    action: {
      label: 'Acquista ora',
      link: `${storefrontUrl()}/${storePath('IT')}/${product.handle}-p`,
    },
    after: [
      'Ricevi questa e-mail perché hai chiesto di essere avvisato quando questa taglia sarebbe tornata disponibile.',
      'Il team Passo',
    ],
  });
}
