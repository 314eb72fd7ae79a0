/** Italian marketing messages: the marketing cart sync's answers (docs/product.md#marketing-cart-sync). */
const marketing = {
  cart: {
    errors: {
      form: 'Richiesta non valida: il carrello non è stato inviato.',
      invalidField: 'Richiesta non valida: il campo «{{field}}» non è corretto.',
      notYours: 'Questo contatto o questo carrello non è di questo browser.',
      rateLimited: 'Troppe richieste in poco tempo. Riprova tra {{seconds}} secondi.',
      refused: 'Il servizio di marketing ha rifiutato il carrello.',
      unavailable:
        'Il servizio di marketing non è raggiungibile in questo momento. Riprova tra poco.',
      notConfigured: 'La sincronizzazione del carrello non è attiva in questo negozio.',
      methodNotAllowed: 'Questo indirizzo accetta solo invii (POST).',
    },
  },
};

export default marketing;
