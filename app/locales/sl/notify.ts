/** Slovenian: notify-me on a sold-out size (docs/product.md#back-in-stock). */
const notify = {
  /** Under the dialog's title: which product and which size the notice is for. */
  product: '{{title}}, velikost {{size}}',
  intro:
    'Ta velikost je razprodana. Pustite nam svoj e-naslov in pisali vam bomo, ko bo spet na voljo.',
  /** The product page's status line once a sold-out size is chosen. */
  soldOut: 'Velikost {{size}} je razprodana: obvestimo vas lahko, ko bo spet na voljo.',
  email: 'E-naslov',
  consent: 'Strinjam se, da prejmem e-sporočilo, ko bo ta velikost spet na voljo.',
  /** `{{link}}` is the privacy policy's link (account.privacyLink). */
  privacyNotice: 'Kako obdelujemo vaše podatke, preberite v {{link}}.',
  newTab: '(odpre se v novem zavihku)',
  submit: 'Obvesti me',
  sending: 'Pošiljanje …',
  loading: 'Nalaganje obrazca …',
  done: 'Hvala! Ko bo velikost {{size}} spet na voljo, vam pišemo na {{email}}.',
  backToProduct: 'Nazaj na {{title}}',
  errors: {
    invalid: 'Preverite označena polja.',
    required: 'Vpišite svoj e-naslov.',
    emailInvalid: 'Vpišite veljaven e-naslov, na primer ime@primer.si.',
    variantInvalid:
      'Za to velikost obvestila ni več mogoče naročiti. Osvežite stran in poskusite znova.',
    privacyRequired: 'Za obvestilo označite polje s privolitvijo.',
    rateLimited: 'Preveč zahtev v kratkem času. Poskusite znova čez nekaj minut.',
    unavailable:
      'Zahteve nismo mogli zabeležiti. Poskusite znova čez nekaj trenutkov: vse, kar ste vpisali, je ostalo.',
    network: 'Povezava se ne odziva. Preverite jo in poskusite znova.',
  },
};

export default notify;
