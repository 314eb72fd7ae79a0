/** Slovenian: the customer-care form (docs/product.md#customer-care). */
const care = {
  title: 'Pomoč strankam',
  intro: 'Pišite nam: odgovorili vam bomo po e-pošti v dveh delovnih dneh.',
  footerLink: 'Pomoč strankam',
  fields: {
    topic: 'Tema',
    topicChoose: 'Izberite temo',
    orderNumber: 'Številka naročila',
    orderNumberHint:
      'Najdete jo v potrditvenem e-sporočilu, na primer #1001. Obvezna za naročila in vračila.',
    name: 'Ime in priimek',
    email: 'E-pošta',
    message: 'Sporočilo',
    messageHint: 'Od {{min}} do {{max}} znakov.',
    photo: 'Fotografija (neobvezno)',
    photoHint: 'JPEG, PNG ali WebP, največ 5 MB.',
    leaveEmpty: 'Tega polja ne izpolnjujte',
  },
  topics: {
    order: 'Naročilo',
    returns: 'Vračila in povračila',
    products: 'Velikosti in izdelki',
    payment: 'Plačila',
    other: 'Drugo',
  },
  privacy:
    'Prebral(-a) sem {{link}} in se strinjam z obdelavo svojih podatkov za odgovor na zahtevo.',
  privacyLink: 'politiko zasebnosti',
  submit: 'Pošlji zahtevo',
  sending: 'Pošiljanje …',
  doneTitle: 'Zahteva je poslana',
  done: 'Prejeli smo vašo zahtevo št. {{number}}.',
  doneEmail: 'Potrditev smo poslali na {{email}}: tja bo prišel tudi odgovor.',
  another: 'Pošlji novo zahtevo',
  errors: {
    summary: 'Preverite označena polja: vse drugo, kar ste napisali, je ostalo.',
    topicRequired: 'Izberite temo.',
    orderRequired: 'Za naročila in vračila vpišite številko naročila.',
    orderInvalid: 'Številko naročila sestavljajo števke, na primer #1001.',
    orderNotYours:
      'Med vašimi naročili ni številke {{order}}: preverite jo na strani »Moja naročila«.',
    nameRequired: 'Vpišite svoje ime.',
    nameTooLong: 'Ime ima lahko največ {{max}} znakov.',
    emailRequired: 'Vpišite svoj e-poštni naslov.',
    emailInvalid: 'Vpišite veljaven e-poštni naslov, na primer ime@primer.si.',
    messageTooShort: 'Napišite vsaj {{min}} znakov.',
    messageTooLong: 'Sporočilo ima lahko največ {{max}} znakov.',
    photoType: 'Fotografija mora biti datoteka JPEG, PNG ali WebP.',
    photoTooLarge: 'Fotografija je večja od 5 MB: izberite manjšo.',
    photoAgain:
      'Brskalnik izbrane fotografije ne more ohraniti: pred pošiljanjem jo izberite znova.',
    privacyRequired: 'Za pošiljanje zahteve označite polje o zasebnosti.',
    rateLimited_one:
      'V kratkem času smo prejeli preveč zahtev. Poskusite znova čez {{count}} minuto: to, kar ste napisali, je ostalo.',
    rateLimited_two:
      'V kratkem času smo prejeli preveč zahtev. Poskusite znova čez {{count}} minuti: to, kar ste napisali, je ostalo.',
    rateLimited_few:
      'V kratkem času smo prejeli preveč zahtev. Poskusite znova čez {{count}} minute: to, kar ste napisali, je ostalo.',
    rateLimited_other:
      'V kratkem času smo prejeli preveč zahtev. Poskusite znova čez {{count}} minut: to, kar ste napisali, je ostalo.',
    unavailable:
      'Zahteve nismo uspeli poslati. Poskusite znova čez nekaj trenutkov: to, kar ste napisali, je ostalo.',
    generic: 'Zahteve nismo uspeli poslati. Preverite polja in poskusite znova.',
  },
  payload: {
    subjectWithOrder: '{{topic}} – naročilo {{order}}',
    market: 'Trg: {{market}} ({{id}})',
    language: 'Jezik strani: {{language}}',
    order: 'Naročilo: {{order}}',
  },
};

export default care;
