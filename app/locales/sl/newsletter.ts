/** Slovenian: the newsletter sign-up and the marketing contact route's answers. */
const newsletter = {
  newsletter: {
    title: 'Prijavite se na e-novice',
    intro: 'Novosti, predčasne razprodaje in modni navdihi: največ eno e-sporočilo na teden.',
    footerTitle: 'E-novice',
    footerIntro: 'Novosti in predčasne razprodaje neposredno v vaš poštni predal.',
    email: 'Vaš e-poštni naslov',
    privacy: 'Prebral(-a) sem {{link}} in želim prejemati e-novice.',
    privacyLink: 'politiko zasebnosti',
    submit: 'Naroči se',
    thanks: 'Hvala za prijavo: kmalu boste prejeli naše novosti.',
    errors: {
      required: 'Vnesite svoj e-poštni naslov.',
      emailInvalid: 'Vnesite veljaven e-poštni naslov, na primer ime@primer.si.',
      privacyRequired: 'Za prijavo potrdite, da ste prebrali politiko zasebnosti.',
      summary: 'Preverite označena polja: prijava ni bila zabeležena.',
      invalid: 'Neveljavna zahteva: prijava ni bila zabeležena.',
      notFound: 'Ta prijava ni na voljo.',
      rateLimited: 'Preveč zahtev v kratkem času. Poskusite znova čez nekaj minut.',
      unavailable: 'Storitev e-novic trenutno ni dosegljiva. Poskusite znova čez nekaj trenutkov.',
      unreachable: 'Trgovine ne moremo doseči: preverite povezavo in poskusite znova.',
    },
    contact: {
      clientId: 'Neveljaven identifikator stranke.',
      shop: 'Neveljavna trgovina.',
      newsletter: 'Polje newsletter je true samo pri dejanju newsletter.',
      action: 'Neznano dejanje.',
      refused: 'Stik ni bil zabeležen.',
      unavailable: 'Storitev za stike trenutno ni dosegljiva. Poskusite znova čez nekaj trenutkov.',
      notFound: 'Storitev za stike ni nastavljena.',
    },
  },
};

export default newsletter;
