/** Croatian: the customer-care form (docs/product.md#customer-care). */
const care = {
  title: 'Korisnička podrška',
  intro: 'Pišite nam: odgovorit ćemo vam e-poštom u roku od dva radna dana.',
  footerLink: 'Korisnička podrška',
  fields: {
    topic: 'Tema',
    topicChoose: 'Odaberite temu',
    orderNumber: 'Broj narudžbe',
    orderNumberHint:
      'Nalazi se u e-poruci s potvrdom, na primjer #1001. Obavezan za narudžbe i povrate.',
    name: 'Ime i prezime',
    email: 'E-adresa',
    message: 'Poruka',
    messageHint: 'Od {{min}} do {{max}} znakova.',
    photo: 'Fotografija (neobavezno)',
    photoHint: 'JPEG, PNG ili WebP, najviše 5 MB.',
    leaveEmpty: 'Ovo polje ne ispunjavajte',
  },
  topics: {
    order: 'Narudžba',
    returns: 'Povrati i povrat novca',
    products: 'Veličine i proizvodi',
    payment: 'Plaćanje',
    other: 'Ostalo',
  },
  privacy:
    'Pročitao/la sam {{link}} i pristajem na obradu svojih podataka radi odgovora na zahtjev.',
  privacyLink: 'politiku privatnosti',
  submit: 'Pošalji zahtjev',
  sending: 'Slanje…',
  doneTitle: 'Zahtjev je poslan',
  done: 'Zaprimili smo vaš zahtjev br. {{number}}.',
  doneEmail: 'Potvrdu smo poslali na {{email}}: tamo će stići i odgovor.',
  another: 'Pošalji novi zahtjev',
  errors: {
    summary: 'Provjerite označena polja: sve ostalo što ste upisali je sačuvano.',
    topicRequired: 'Odaberite temu.',
    orderRequired: 'Za narudžbe i povrate upišite broj narudžbe.',
    orderInvalid: 'Broj narudžbe sastoji se od znamenki, na primjer #1001.',
    orderNotYours:
      'Među vašim narudžbama nema broja {{order}}: provjerite ga na stranici „Moje narudžbe”.',
    nameRequired: 'Upišite svoje ime.',
    nameTooLong: 'Ime može imati najviše {{max}} znakova.',
    emailRequired: 'Upišite svoju e-adresu.',
    emailInvalid: 'Unesite valjanu e-adresu, na primjer ime@primjer.hr.',
    messageTooShort: 'Napišite barem {{min}} znakova.',
    messageTooLong: 'Poruka može imati najviše {{max}} znakova.',
    photoType: 'Fotografija mora biti datoteka JPEG, PNG ili WebP.',
    photoTooLarge: 'Fotografija je veća od 5 MB: odaberite manju.',
    photoAgain:
      'Preglednik ne može sačuvati odabranu fotografiju: odaberite je ponovno prije slanja.',
    privacyRequired: 'Za slanje zahtjeva označite polje o privatnosti.',
    rateLimited_one:
      'U kratkom smo vremenu primili previše zahtjeva. Pokušajte ponovno za {{count}} minutu: sve što ste upisali je sačuvano.',
    rateLimited_few:
      'U kratkom smo vremenu primili previše zahtjeva. Pokušajte ponovno za {{count}} minute: sve što ste upisali je sačuvano.',
    rateLimited_other:
      'U kratkom smo vremenu primili previše zahtjeva. Pokušajte ponovno za {{count}} minuta: sve što ste upisali je sačuvano.',
    unavailable:
      'Zahtjev nismo uspjeli poslati. Pokušajte ponovno za trenutak: sve što ste upisali je sačuvano.',
    generic: 'Zahtjev nismo uspjeli poslati. Provjerite polja i pokušajte ponovno.',
  },
  payload: {
    subjectWithOrder: '{{topic}} – narudžba {{order}}',
    market: 'Tržište: {{market}} ({{id}})',
    language: 'Jezik stranice: {{language}}',
    order: 'Narudžba: {{order}}',
  },
};

export default care;
