/**
 * Italian: the newsletter sign-up (pop-up and footer, docs/product.md#newsletter-pop-up) and the
 * answers of the marketing contact route (docs/product.md#marketing-contact).
 */
const newsletter = {
  newsletter: {
    title: 'Iscriviti alla newsletter',
    intro:
      'Nuovi arrivi, saldi in anteprima e idee di stile: al massimo una e-mail alla settimana.',
    footerTitle: 'Newsletter',
    footerIntro: 'Nuovi arrivi e saldi in anteprima, direttamente nella tua casella.',
    /** Not "E-mail": the footer is on every page, and an account form's field keeps that name alone. */
    email: 'La tua email',
    /** `{{link}}` is the privacy policy's link. */
    privacy: "Ho letto l'{{link}} e accetto di ricevere la newsletter.",
    privacyLink: 'informativa sulla privacy',
    submit: 'Iscriviti',
    thanks: 'Grazie per esserti iscritto: riceverai presto le nostre novità.',
    errors: {
      required: 'Inserisci il tuo indirizzo e-mail.',
      emailInvalid: 'Inserisci un indirizzo e-mail valido, per esempio nome@esempio.it.',
      privacyRequired: "Per iscriverti conferma di aver letto l'informativa sulla privacy.",
      summary: "Controlla i campi evidenziati: l'iscrizione non è stata registrata.",
      invalid: "Richiesta non valida: l'iscrizione non è stata registrata.",
      notFound: 'Questa iscrizione non è disponibile.',
      rateLimited: 'Troppe richieste in poco tempo. Riprova tra qualche minuto.',
      unavailable:
        'Il servizio newsletter non è raggiungibile in questo momento. Riprova tra poco.',
      unreachable: 'Non riusciamo a raggiungere il negozio: controlla la connessione e riprova.',
    },
    /** The marketing contact route's refusals. */
    contact: {
      clientId: 'Identificativo cliente non valido.',
      shop: 'Negozio non valido.',
      newsletter: 'Il campo newsletter vale true solo per l’azione newsletter.',
      action: 'Azione sconosciuta.',
      refused: 'Il contatto non è stato registrato.',
      unavailable: 'Il servizio contatti non è raggiungibile in questo momento. Riprova tra poco.',
      notFound: 'Il servizio contatti non è configurato.',
    },
  },
};

export default newsletter;
