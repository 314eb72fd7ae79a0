/**
 * The checkout's words in the shop's languages. The cart's language picks the set (Italian when
 * unknown). "Paga ora" and "Grazie per il tuo ordine" are the accessible names tests rely on.
 */
import type {Language} from '../config';

export interface Messages {
  htmlLang: string;
  /** BCP 47 locale for prices: it-IT gives "12,00 €". */
  numberLocale: string;
  checkout: string;
  contact: string;
  email: string;
  shippingAddress: string;
  firstName: string;
  lastName: string;
  address1: string;
  zip: string;
  city: string;
  country: string;
  phone: string;
  shippingMethod: string;
  standard: string;
  express: string;
  free: string;
  freeFrom: (amount: string) => string;
  payment: string;
  testPayment: string;
  cardNumber: string;
  cardName: string;
  cardExpiry: string;
  cardCvc: string;
  pay: string;
  summary: string;
  size: string;
  quantity: string;
  subtotal: string;
  discount: string;
  shipping: string;
  total: string;
  vatIncluded: string;
  errorSummary: string;
  errors: {
    email: string;
    firstName: string;
    lastName: string;
    address1: string;
    zip: (digits: number) => string;
    city: string;
    country: string;
    phone: string;
    shippingMethod: string;
    cardNumber: string;
    cardName: string;
    cardExpiry: string;
    cardExpired: string;
    cardCvc: string;
    tooLong: (max: number) => string;
  };
  declined: string;
  notEnoughStock: (product: string, size: string, available: number) => string;
  stockHint: string;
  emptyCart: string;
  alreadyPlaced: string;
  viewOrder: (name: string) => string;
  thankYou: string;
  orderNumber: (name: string) => string;
  confirmationSent: (email: string) => string;
  shipTo: string;
  continueShopping: string;
  backToCart: string;
  notFound: string;
}

const it: Messages = {
  htmlLang: 'it',
  numberLocale: 'it-IT',
  checkout: 'Cassa',
  contact: 'Contatto',
  email: 'E-mail',
  shippingAddress: 'Indirizzo di spedizione',
  firstName: 'Nome',
  lastName: 'Cognome',
  address1: 'Indirizzo',
  zip: 'CAP',
  city: 'Città',
  country: 'Paese',
  phone: 'Telefono (facoltativo)',
  shippingMethod: 'Metodo di spedizione',
  standard: 'Standard (3–5 giorni lavorativi)',
  express: 'Express (1–2 giorni lavorativi)',
  free: 'Gratuita',
  freeFrom: (amount) => `gratuita da ${amount}`,
  payment: 'Pagamento',
  testPayment:
    'Pagamento di prova: nessun addebito reale. Numero della carta 1 o 4242 4242 4242 4242 per un pagamento riuscito, 2 per un pagamento rifiutato.',
  cardNumber: 'Numero della carta',
  cardName: 'Nome sulla carta',
  cardExpiry: 'Scadenza (MM/AA)',
  cardCvc: 'Codice di sicurezza (CVC)',
  pay: 'Paga ora',
  summary: "Riepilogo dell'ordine",
  size: 'Taglia',
  quantity: 'Quantità',
  subtotal: 'Subtotale',
  discount: 'Sconto',
  shipping: 'Spedizione',
  total: 'Totale',
  vatIncluded: 'IVA inclusa',
  errorSummary: 'Correggi i seguenti errori',
  errors: {
    email: 'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it',
    firstName: 'Inserisci il nome',
    lastName: 'Inserisci il cognome',
    address1: "Inserisci l'indirizzo",
    zip: (digits) => `Inserisci un CAP valido di ${digits} cifre`,
    city: 'Inserisci la città',
    country: 'Scegli Italia, Slovenija o Hrvatska',
    phone: 'Inserisci un numero di telefono valido o lascia vuoto il campo',
    shippingMethod: 'Scegli un metodo di spedizione',
    cardNumber: 'Numero della carta non valido: per la prova usa 1 o 4242 4242 4242 4242',
    cardName: 'Inserisci il nome sulla carta',
    cardExpiry: 'Inserisci la scadenza nel formato MM/AA',
    cardExpired: 'La carta è scaduta',
    cardCvc: 'Inserisci il codice di sicurezza di 3 o 4 cifre',
    tooLong: (max) => `Usa al massimo ${max} caratteri`,
  },
  declined:
    'Il pagamento è stato rifiutato. Non ti è stato addebitato nulla: prova con un’altra carta.',
  notEnoughStock: (product, size, available) =>
    `${product}, taglia ${size}, non è più disponibile nella quantità richiesta (disponibili: ${available}).`,
  stockHint: "L'ordine non è stato effettuato. Aggiorna il carrello e riprova.",
  emptyCart: 'Il carrello è vuoto.',
  alreadyPlaced: 'Questo ordine è già stato effettuato.',
  viewOrder: (name) => `Vedi l'ordine ${name}`,
  thankYou: 'Grazie per il tuo ordine',
  orderNumber: (name) => `Ordine ${name}`,
  confirmationSent: (email) => `Abbiamo inviato la conferma a ${email}.`,
  shipTo: 'Spedizione a',
  continueShopping: 'Continua lo shopping',
  backToCart: 'Torna al carrello',
  notFound: 'Questo link di pagamento non è valido o è scaduto.',
};

const sl: Messages = {
  htmlLang: 'sl',
  numberLocale: 'sl-SI',
  checkout: 'Blagajna',
  contact: 'Kontakt',
  email: 'E-pošta',
  shippingAddress: 'Naslov za dostavo',
  firstName: 'Ime',
  lastName: 'Priimek',
  address1: 'Naslov',
  zip: 'Poštna številka',
  city: 'Kraj',
  country: 'Država',
  phone: 'Telefon (neobvezno)',
  shippingMethod: 'Način dostave',
  standard: 'Standardna (3–5 delovnih dni)',
  express: 'Hitra (1–2 delovna dneva)',
  free: 'Brezplačno',
  freeFrom: (amount) => `brezplačno od ${amount}`,
  payment: 'Plačilo',
  testPayment:
    'Testno plačilo: nič se ne zaračuna. Številka kartice 1 ali 4242 4242 4242 4242 za uspešno plačilo, 2 za zavrnjeno plačilo.',
  cardNumber: 'Številka kartice',
  cardName: 'Ime na kartici',
  cardExpiry: 'Veljavnost (MM/LL)',
  cardCvc: 'Varnostna koda (CVC)',
  pay: 'Plačaj zdaj',
  summary: 'Povzetek naročila',
  size: 'Velikost',
  quantity: 'Količina',
  subtotal: 'Vmesni seštevek',
  discount: 'Popust',
  shipping: 'Dostava',
  total: 'Skupaj',
  vatIncluded: 'DDV vključen',
  errorSummary: 'Popravite naslednje napake',
  errors: {
    email: 'Vnesite veljaven e-poštni naslov, na primer ime@primer.si',
    firstName: 'Vnesite ime',
    lastName: 'Vnesite priimek',
    address1: 'Vnesite naslov',
    zip: (digits) => `Vnesite veljavno poštno številko s ${digits} števkami`,
    city: 'Vnesite kraj',
    country: 'Izberite Italia, Slovenija ali Hrvatska',
    phone: 'Vnesite veljavno telefonsko številko ali pustite polje prazno',
    shippingMethod: 'Izberite način dostave',
    cardNumber: 'Neveljavna številka kartice: za test uporabite 1 ali 4242 4242 4242 4242',
    cardName: 'Vnesite ime na kartici',
    cardExpiry: 'Vnesite veljavnost v obliki MM/LL',
    cardExpired: 'Kartica je potekla',
    cardCvc: 'Vnesite 3- ali 4-mestno varnostno kodo',
    tooLong: (max) => `Uporabite največ ${max} znakov`,
  },
  declined: 'Plačilo je bilo zavrnjeno. Nič vam ni bilo zaračunano: poskusite z drugo kartico.',
  notEnoughStock: (product, size, available) =>
    `${product}, velikost ${size}, ni več na voljo v želeni količini (na voljo: ${available}).`,
  stockHint: 'Naročilo ni bilo oddano. Posodobite košarico in poskusite znova.',
  emptyCart: 'Košarica je prazna.',
  alreadyPlaced: 'To naročilo je že oddano.',
  viewOrder: (name) => `Oglejte si naročilo ${name}`,
  thankYou: 'Hvala za vaše naročilo',
  orderNumber: (name) => `Naročilo ${name}`,
  confirmationSent: (email) => `Potrditev smo poslali na ${email}.`,
  shipTo: 'Dostava na',
  continueShopping: 'Nadaljuj z nakupovanjem',
  backToCart: 'Nazaj v košarico',
  notFound: 'Ta povezava za plačilo ni veljavna ali je potekla.',
};

const hr: Messages = {
  htmlLang: 'hr',
  numberLocale: 'hr-HR',
  checkout: 'Blagajna',
  contact: 'Kontakt',
  email: 'E-pošta',
  shippingAddress: 'Adresa za dostavu',
  firstName: 'Ime',
  lastName: 'Prezime',
  address1: 'Adresa',
  zip: 'Poštanski broj',
  city: 'Grad',
  country: 'Država',
  phone: 'Telefon (neobavezno)',
  shippingMethod: 'Način dostave',
  standard: 'Standardna (3–5 radnih dana)',
  express: 'Ekspresna (1–2 radna dana)',
  free: 'Besplatno',
  freeFrom: (amount) => `besplatno od ${amount}`,
  payment: 'Plaćanje',
  testPayment:
    'Probno plaćanje: ništa se ne naplaćuje. Broj kartice 1 ili 4242 4242 4242 4242 za uspješno plaćanje, 2 za odbijeno plaćanje.',
  cardNumber: 'Broj kartice',
  cardName: 'Ime na kartici',
  cardExpiry: 'Datum isteka (MM/GG)',
  cardCvc: 'Sigurnosni kod (CVC)',
  pay: 'Plati sada',
  summary: 'Sažetak narudžbe',
  size: 'Veličina',
  quantity: 'Količina',
  subtotal: 'Međuzbroj',
  discount: 'Popust',
  shipping: 'Dostava',
  total: 'Ukupno',
  vatIncluded: 'PDV uključen',
  errorSummary: 'Ispravite sljedeće pogreške',
  errors: {
    email: 'Unesite valjanu adresu e-pošte, na primjer ime@primjer.hr',
    firstName: 'Unesite ime',
    lastName: 'Unesite prezime',
    address1: 'Unesite adresu',
    zip: (digits) => `Unesite valjani poštanski broj od ${digits} znamenki`,
    city: 'Unesite grad',
    country: 'Odaberite Italia, Slovenija ili Hrvatska',
    phone: 'Unesite valjani broj telefona ili ostavite polje prazno',
    shippingMethod: 'Odaberite način dostave',
    cardNumber: 'Neispravan broj kartice: za probu upotrijebite 1 ili 4242 4242 4242 4242',
    cardName: 'Unesite ime na kartici',
    cardExpiry: 'Unesite datum isteka u obliku MM/GG',
    cardExpired: 'Kartica je istekla',
    cardCvc: 'Unesite sigurnosni kod od 3 ili 4 znamenke',
    tooLong: (max) => `Upotrijebite najviše ${max} znakova`,
  },
  declined: 'Plaćanje je odbijeno. Ništa vam nije naplaćeno: pokušajte s drugom karticom.',
  notEnoughStock: (product, size, available) =>
    `${product}, veličina ${size}, više nije dostupan u traženoj količini (dostupno: ${available}).`,
  stockHint: 'Narudžba nije izvršena. Ažurirajte košaricu i pokušajte ponovno.',
  emptyCart: 'Košarica je prazna.',
  alreadyPlaced: 'Ova je narudžba već izvršena.',
  viewOrder: (name) => `Pogledajte narudžbu ${name}`,
  thankYou: 'Hvala na narudžbi',
  orderNumber: (name) => `Narudžba ${name}`,
  confirmationSent: (email) => `Potvrdu smo poslali na ${email}.`,
  shipTo: 'Dostava na',
  continueShopping: 'Nastavi kupnju',
  backToCart: 'Natrag u košaricu',
  notFound: 'Ova poveznica za plaćanje nije valjana ili je istekla.',
};

const BY_LANGUAGE: Record<Language, Messages> = {IT: it, SL: sl, HR: hr};

export function messagesFor(language: string | undefined): Messages {
  return BY_LANGUAGE[language as Language] ?? it;
}

export function formatMoney(cents: number, m: Messages): string {
  return new Intl.NumberFormat(m.numberLocale, {style: 'currency', currency: 'EUR'}).format(
    cents / 100,
  );
}
