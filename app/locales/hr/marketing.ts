/** Croatian marketing messages: the marketing cart sync's answers (docs/product.md#marketing-cart-sync). */
const marketing = {
  cart: {
    errors: {
      form: 'Neispravan zahtjev: košarica nije poslana.',
      invalidField: 'Neispravan zahtjev: polje »{{field}}« nije ispravno.',
      notYours: 'Ovaj kontakt ili ova košarica ne pripada ovom pregledniku.',
      rateLimited: 'Previše zahtjeva u kratkom vremenu. Pokušajte ponovno za {{seconds}} s.',
      refused: 'Marketinška usluga odbila je košaricu.',
      unavailable: 'Marketinška usluga trenutačno nije dostupna. Pokušajte ponovno malo kasnije.',
      notConfigured: 'Usklađivanje košarice u ovoj trgovini nije uključeno.',
      methodNotAllowed: 'Ova adresa prima samo slanje (POST).',
    },
  },
};

export default marketing;
