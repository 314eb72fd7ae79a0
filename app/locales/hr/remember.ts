/** Croatian: the wishlist and the recently viewed products (plurals: one/few/other). */
const remember = {
  wishlist: {
    title: 'Lista želja',
    add: 'Dodaj na listu želja',
    remove: 'Ukloni s liste želja',
    link_one: 'Lista želja: {{count}} proizvod',
    link_few: 'Lista želja: {{count}} proizvoda',
    link_other: 'Lista želja: {{count}} proizvoda',
    saved_one: '{{count}} spremljen proizvod',
    saved_few: '{{count}} spremljena proizvoda',
    saved_other: '{{count}} spremljenih proizvoda',
    loading: 'Učitavanje liste želja…',
    emptyTitle: 'Još niste spremili nijedan proizvod',
    emptyText: 'Dodirnite srce na proizvodu i ovdje ćete ga pronaći kad god želite.',
    emptyCta: 'Pogledajte novosti',
    signInHint: 'Prijavite se i listu želja pronaći ćete na svim svojim uređajima.',
    removed: '{{title}} uklonjen s liste želja',
    failed: 'Listu želja nije bilo moguće ažurirati. Pokušajte ponovno.',
    errors: {
      invalid: 'Neispravan zahtjev: lista želja nije promijenjena.',
      signedOut: 'Prijavite se kako biste listu želja spremili u svoj račun.',
      rateLimited:
        'Previše promjena u kratkom vremenu. Pričekajte nekoliko sekundi i pokušajte ponovno.',
      failed: 'Listu želja nije bilo moguće spremiti. Pokušajte ponovno.',
      unavailable: 'Lista želja trenutačno nije dostupna. Pokušajte ponovno za nekoliko trenutaka.',
    },
  },
  recentlyViewed: {
    title: 'Nedavno pregledano',
  },
};

export default remember;
