/** Italian: legal pages, the cookie policy's list and all collections (docs/product.md#shop-pages-and-policies). */
const pages = {
  footer: {
    cookies: 'Cookie policy',
    legalNotice: 'Note legali',
  },
  cookies: {
    title: 'Cookie policy',
    heading: 'Cookie e dati salvati nel browser',
    caption: 'I cookie e le chiavi di archiviazione che il negozio usa',
    name: 'Nome',
    provider: 'Fornitore',
    purpose: 'Finalità',
    lifetime: 'Durata',
    party: 'Parte',
    consent: 'Consenso',
    store: {
      cookie: 'Cookie',
      localStorage: 'Archivio locale',
      sessionStorage: 'Archivio di sessione',
    },
    first: 'Prima parte',
    third: 'Terza parte',
    consentPurpose: {
      necessary: 'Tecnico: nessun consenso',
      functionality: 'Funzionalità',
      measurement: 'Misurazione',
      marketing: 'Marketing',
    },
    until: {
      session: 'Fino alla chiusura della scheda',
      login: 'Fino alla fine dell’accesso',
      cleared: 'Finché non lo cancelli',
    },
    change: 'Puoi cambiare le tue scelte in ogni momento:',
    purposeText: {
      cart: 'Ricorda il tuo carrello.',
      login:
        'Mantiene l’accesso al tuo account (contiene il token di accesso, non leggibile dalle pagine).',
      contentPreview:
        'Solo per chi cura i contenuti del negozio: mostra l’anteprima dei contenuti non ancora pubblicati.',
      loginFlag: 'Dice alle pagine che hai effettuato l’accesso.',
      consent: 'Ricorda le tue scelte sui cookie.',
      shopifyVisitor: 'Riconosce il visitatore nelle statistiche di Shopify.',
      shopifySession: 'Raggruppa le pagine di una visita nelle statistiche di Shopify.',
      searchInsights: 'Misura come vengono usati i risultati della ricerca (Algolia).',
      klaviyo: 'Riconosce il visitatore per le e-mail di Klaviyo.',
      smclient: 'Ricorda il contatto registrato presso SALESmanago.',
      marketingContact:
        'Conferma al negozio che il contatto SALESmanago è stato dato a questo browser.',
      smuuid: 'Riconosce il visitatore anonimo in SALESmanago.',
      smevent: 'Ricorda l’evento del carrello aperto in SALESmanago.',
      cartAnalytics:
        'Evita di inviare due volte le stesse modifiche del carrello alle statistiche.',
      bhrBasket: 'Il carrello come lo conosce SALESmanago.',
      wishlist: 'I tuoi preferiti.',
      recentlyViewed: 'I prodotti che hai visto di recente, per mercato.',
      newsletter: 'Se hai già visto o chiuso l’invito alla newsletter.',
      newsletterVisit: 'Gli inviti alla newsletter già mostrati in questa visita.',
      visit: 'Identifica la visita nelle statistiche.',
      landing: 'La pagina da cui è iniziata la visita.',
      shopperLocation:
        'La posizione che hai condiviso con «Vicino a me», per ordinare i negozi per distanza durante questa visita.',
      scroll: 'Ricorda dove eri arrivato in ogni pagina, per tornarci con «indietro».',
      searchContext: 'La ricerca da cui hai aperto un prodotto, per misurarne i risultati.',
    },
  },
  collections: {
    title: 'Tutte le collezioni',
    description: 'Tutte le collezioni del negozio Passo: donna, uomo, bambino, categorie e saldi.',
    pagination: 'Pagine delle collezioni',
  },
};

export default pages;
