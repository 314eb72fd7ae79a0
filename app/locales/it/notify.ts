/** Italian: notify-me on a sold-out size (docs/product.md#back-in-stock). */
const notify = {
  /** Under the dialog's title: which product and which size the notice is for. */
  product: '{{title}}, taglia {{size}}',
  intro: 'Questa taglia è esaurita. Lasciaci la tua e-mail: ti scriviamo appena torna disponibile.',
  /** The product page's status line once a sold-out size is chosen. */
  soldOut: 'La taglia {{size}} è esaurita: possiamo avvisarti quando torna.',
  email: 'E-mail',
  consent: 'Acconsento a ricevere un’e-mail quando questa taglia torna disponibile.',
  /** `{{link}}` is the privacy policy's link (account.privacyLink). */
  privacyNotice: 'Come trattiamo i tuoi dati è spiegato nell’{{link}}.',
  newTab: '(si apre in una nuova scheda)',
  submit: 'Avvisami',
  sending: 'Invio in corso…',
  loading: 'Caricamento del modulo…',
  done: 'Fatto! Ti scriveremo a {{email}} appena la taglia {{size}} torna disponibile.',
  /** The notify page's way back to the product (routes/back-in-stock.tsx). */
  backToProduct: 'Torna a {{title}}',
  errors: {
    invalid: 'Controlla i campi evidenziati.',
    required: 'Inserisci la tua e-mail.',
    emailInvalid: 'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it.',
    variantInvalid:
      'Per questa taglia non si può più chiedere l’avviso. Ricarica la pagina e riprova.',
    privacyRequired: 'Per ricevere l’avviso spunta la casella del consenso.',
    rateLimited: 'Troppe richieste in poco tempo. Riprova tra qualche minuto.',
    unavailable:
      'Non siamo riusciti a registrare la richiesta. Riprova tra poco: quello che hai scritto è ancora qui.',
    network: 'La connessione non risponde. Controllala e riprova.',
  },
};

export default notify;
