/** Croatian: the newsletter sign-up and the marketing contact route's answers. */
const newsletter = {
  newsletter: {
    title: 'Pretplatite se na newsletter',
    intro: 'Novi proizvodi, rasprodaje prije svih i modne ideje: najviše jedna e-poruka tjedno.',
    footerTitle: 'Newsletter',
    footerIntro: 'Novi proizvodi i rasprodaje prije svih, izravno u vaš sandučić.',
    email: 'Vaša adresa e-pošte',
    privacy: 'Pročitao/la sam {{link}} i želim primati newsletter.',
    privacyLink: 'politiku privatnosti',
    submit: 'Pretplati se',
    thanks: 'Hvala na pretplati: uskoro ćete primiti naše novosti.',
    errors: {
      required: 'Unesite svoju adresu e-pošte.',
      emailInvalid: 'Unesite valjanu adresu e-pošte, na primjer ime@primjer.hr.',
      privacyRequired: 'Za pretplatu potvrdite da ste pročitali politiku privatnosti.',
      summary: 'Provjerite označena polja: pretplata nije zabilježena.',
      invalid: 'Neispravan zahtjev: pretplata nije zabilježena.',
      notFound: 'Ova pretplata nije dostupna.',
      rateLimited: 'Previše zahtjeva u kratkom vremenu. Pokušajte ponovno za nekoliko minuta.',
      unavailable: 'Usluga newslettera trenutačno nije dostupna. Pokušajte ponovno uskoro.',
      unreachable: 'Ne možemo dosegnuti trgovinu: provjerite vezu i pokušajte ponovno.',
    },
    contact: {
      clientId: 'Neispravan identifikator klijenta.',
      shop: 'Neispravna trgovina.',
      newsletter: 'Polje newsletter je true samo za radnju newsletter.',
      action: 'Nepoznata radnja.',
      refused: 'Kontakt nije zabilježen.',
      unavailable: 'Usluga kontakata trenutačno nije dostupna. Pokušajte ponovno uskoro.',
      notFound: 'Usluga kontakata nije postavljena.',
    },
  },
};

export default newsletter;
