/** Italian: the wishlist and the recently viewed products (docs/product.md#wishlist). */
const remember = {
  wishlist: {
    title: 'Preferiti',
    add: 'Aggiungi ai preferiti',
    remove: 'Rimuovi dai preferiti',
    link_one: 'Preferiti: {{count}} prodotto',
    link_many: 'Preferiti: {{count}} prodotti',
    link_other: 'Preferiti: {{count}} prodotti',
    saved_one: '{{count}} prodotto salvato',
    saved_many: '{{count}} prodotti salvati',
    saved_other: '{{count}} prodotti salvati',
    loading: 'Caricamento dei preferiti…',
    emptyTitle: 'Non hai ancora salvato nessun prodotto',
    emptyText: 'Tocca il cuore su un prodotto per ritrovarlo qui quando vuoi.',
    emptyCta: 'Scopri le novità',
    signInHint: 'Accedi per ritrovare i preferiti su tutti i tuoi dispositivi.',
    removed: '{{title}} rimosso dai preferiti',
    failed: 'Non è stato possibile aggiornare i preferiti. Riprova.',
    errors: {
      invalid: 'Richiesta non valida: i preferiti non sono stati modificati.',
      signedOut: 'Accedi per salvare i preferiti nel tuo account.',
      rateLimited: 'Troppe modifiche in poco tempo. Attendi qualche secondo e riprova.',
      failed: 'Non è stato possibile salvare i preferiti. Riprova.',
      unavailable: 'I preferiti non sono raggiungibili in questo momento. Riprova tra poco.',
    },
  },
  recentlyViewed: {
    title: 'Visti di recente',
  },
};

export default remember;
