/** Italian: the customer-care form (docs/product.md#customer-care). */
const care = {
  title: 'Assistenza clienti',
  intro: 'Scrivici: ti rispondiamo via e-mail entro due giorni lavorativi.',
  footerLink: 'Assistenza clienti',
  fields: {
    topic: 'Argomento',
    topicChoose: 'Scegli un argomento',
    orderNumber: 'Numero d’ordine',
    orderNumberHint:
      'Lo trovi nell’e-mail di conferma, ad esempio #1001. Obbligatorio per ordini e resi.',
    name: 'Nome e cognome',
    email: 'E-mail',
    message: 'Messaggio',
    messageHint: 'Da {{min}} a {{max}} caratteri.',
    photo: 'Foto (facoltativa)',
    photoHint: 'JPEG, PNG o WebP, al massimo 5 MB.',
    leaveEmpty: 'Non compilare questo campo',
  },
  topics: {
    order: 'Un ordine',
    returns: 'Resi e rimborsi',
    products: 'Taglie e prodotti',
    payment: 'Pagamenti',
    other: 'Altro',
  },
  /** `{{link}}` is the privacy policy's link (privacyLink). */
  privacy:
    'Ho letto l’{{link}} e acconsento al trattamento dei miei dati per ricevere risposta alla richiesta.',
  privacyLink: 'informativa sulla privacy',
  submit: 'Invia la richiesta',
  sending: 'Invio in corso…',
  doneTitle: 'Richiesta inviata',
  done: 'Abbiamo ricevuto la tua richiesta n. {{number}}.',
  doneEmail: 'Ti abbiamo inviato una conferma a {{email}}: la risposta arriverà lì.',
  another: 'Invia un’altra richiesta',
  errors: {
    summary: 'Controlla i campi evidenziati: il resto di quello che hai scritto è ancora qui.',
    topicRequired: 'Scegli un argomento.',
    orderRequired: 'Per ordini e resi indica il numero d’ordine.',
    orderInvalid: 'Il numero d’ordine è fatto di cifre, ad esempio #1001.',
    orderNotYours:
      'Tra i tuoi ordini non c’è il numero {{order}}: controllalo nella pagina «I miei ordini».',
    nameRequired: 'Scrivi il tuo nome.',
    nameTooLong: 'Il nome può avere al massimo {{max}} caratteri.',
    emailRequired: 'Inserisci la tua e-mail.',
    emailInvalid: 'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it.',
    messageTooShort: 'Scrivi almeno {{min}} caratteri.',
    messageTooLong: 'Il messaggio può avere al massimo {{max}} caratteri.',
    photoType: 'La foto deve essere un file JPEG, PNG o WebP.',
    photoTooLarge: 'La foto supera i 5 MB: scegline una più leggera.',
    photoAgain:
      'Il browser non può conservare la foto scelta: selezionala di nuovo prima di inviare.',
    privacyRequired: 'Per inviare la richiesta spunta la casella sulla privacy.',
    rateLimited_one:
      'Abbiamo ricevuto troppe richieste in poco tempo. Riprova tra {{count}} minuto: quello che hai scritto è ancora qui.',
    rateLimited_many:
      'Abbiamo ricevuto troppe richieste in poco tempo. Riprova tra {{count}} minuti: quello che hai scritto è ancora qui.',
    rateLimited_other:
      'Abbiamo ricevuto troppe richieste in poco tempo. Riprova tra {{count}} minuti: quello che hai scritto è ancora qui.',
    unavailable:
      'Non siamo riusciti a inviare la richiesta. Riprova tra poco: quello che hai scritto è ancora qui.',
    generic: 'Non siamo riusciti a inviare la richiesta. Controlla i campi e riprova.',
  },
  /** The request as the helpdesk files it: in the shopper's language, read in their e-mails too. */
  payload: {
    subjectWithOrder: '{{topic}} – ordine {{order}}',
    market: 'Mercato: {{market}} ({{id}})',
    language: 'Lingua della pagina: {{language}}',
    order: 'Ordine: {{order}}',
  },
};

export default care;
