/** Slovenian: the wishlist and the recently viewed products (plurals: one/two/few/other). */
const remember = {
  wishlist: {
    title: 'Priljubljeni',
    add: 'Dodaj med priljubljene',
    remove: 'Odstrani iz priljubljenih',
    link_one: 'Priljubljeni: {{count}} izdelek',
    link_two: 'Priljubljeni: {{count}} izdelka',
    link_few: 'Priljubljeni: {{count}} izdelki',
    link_other: 'Priljubljeni: {{count}} izdelkov',
    saved_one: '{{count}} shranjen izdelek',
    saved_two: '{{count}} shranjena izdelka',
    saved_few: '{{count}} shranjeni izdelki',
    saved_other: '{{count}} shranjenih izdelkov',
    loading: 'Nalaganje priljubljenih …',
    emptyTitle: 'Shranjenih izdelkov še nimate',
    emptyText: 'Tapnite srce na izdelku in ga boste tukaj našli, kadar koli želite.',
    emptyCta: 'Oglejte si novosti',
    signInHint: 'Prijavite se in priljubljene boste našli na vseh svojih napravah.',
    removed: '{{title}} odstranjen iz priljubljenih',
    failed: 'Priljubljenih ni bilo mogoče posodobiti. Poskusite znova.',
    errors: {
      invalid: 'Neveljavna zahteva: priljubljeni niso bili spremenjeni.',
      signedOut: 'Prijavite se, da priljubljene shranite v svoj račun.',
      rateLimited: 'Preveč sprememb v kratkem času. Počakajte nekaj sekund in poskusite znova.',
      failed: 'Priljubljenih ni bilo mogoče shraniti. Poskusite znova.',
      unavailable: 'Priljubljeni trenutno niso dosegljivi. Poskusite znova čez nekaj trenutkov.',
    },
  },
  recentlyViewed: {
    title: 'Nazadnje ogledano',
  },
};

export default remember;
