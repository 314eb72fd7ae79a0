/** Slovenian marketing messages: the marketing cart sync's answers (docs/product.md#marketing-cart-sync). */
const marketing = {
  cart: {
    errors: {
      form: 'Neveljavna zahteva: košarica ni bila poslana.',
      invalidField: 'Neveljavna zahteva: polje »{{field}}« ni pravilno.',
      notYours: 'Ta stik ali ta košarica ne pripada temu brskalniku.',
      rateLimited: 'Preveč zahtev v kratkem času. Poskusite znova čez {{seconds}} s.',
      refused: 'Storitev za trženje je košarico zavrnila.',
      unavailable:
        'Storitev za trženje trenutno ni dosegljiva. Poskusite znova čez nekaj trenutkov.',
      notConfigured: 'Usklajevanje košarice v tej trgovini ni vključeno.',
      methodNotAllowed: 'Ta naslov sprejema samo pošiljanje (POST).',
    },
  },
};

export default marketing;
