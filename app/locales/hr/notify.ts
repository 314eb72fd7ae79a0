/** Croatian: notify-me on a sold-out size (docs/product.md#back-in-stock). */
const notify = {
  /** Under the dialog's title: which product and which size the notice is for. */
  product: '{{title}}, veličina {{size}}',
  intro:
    'Ova je veličina rasprodana. Ostavite nam svoju e-adresu i javit ćemo vam čim ponovno bude dostupna.',
  /** The product page's status line once a sold-out size is chosen. */
  soldOut: 'Veličina {{size}} je rasprodana: možemo vas obavijestiti kad ponovno bude dostupna.',
  email: 'E-adresa',
  consent: 'Pristajem primiti e-poruku kad ova veličina ponovno bude dostupna.',
  /** `{{link}}` is the privacy policy's link (account.privacyLink). */
  privacyNotice: 'Kako obrađujemo vaše podatke, pročitajte u {{link}}.',
  newTab: '(otvara se u novoj kartici)',
  submit: 'Obavijesti me',
  sending: 'Slanje…',
  loading: 'Učitavanje obrasca…',
  done: 'Hvala! Čim veličina {{size}} ponovno bude dostupna, pisat ćemo vam na {{email}}.',
  backToProduct: 'Natrag na {{title}}',
  errors: {
    invalid: 'Provjerite označena polja.',
    required: 'Unesite svoju e-adresu.',
    emailInvalid: 'Unesite valjanu e-adresu, na primjer ime@primjer.hr.',
    variantInvalid:
      'Za ovu veličinu obavijest se više ne može zatražiti. Osvježite stranicu i pokušajte ponovno.',
    privacyRequired: 'Za obavijest označite polje s privolom.',
    rateLimited: 'Previše zahtjeva u kratkom vremenu. Pokušajte ponovno za nekoliko minuta.',
    unavailable:
      'Zahtjev nismo uspjeli zabilježiti. Pokušajte ponovno za trenutak: sve što ste upisali je sačuvano.',
    network: 'Veza ne odgovara. Provjerite je i pokušajte ponovno.',
  },
};

export default notify;
