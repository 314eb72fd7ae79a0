/** The password reset e-mail, in the language of the market the customer asked from. */
import {RESET_TOKEN_TTL_MS, type Language} from '../config';
import {renderEmail, type EmailMessage} from './email';

export const RESET_EMAIL_KIND = 'customer_password_reset';

interface Copy {
  lang: string;
  subject: string;
  greeting: (firstName: string | null) => string;
  intro: string;
  action: string;
  validity: (hours: number) => string;
  ignore: string;
  signature: string;
}

const COPY: Record<Language, Copy> = {
  IT: {
    lang: 'it',
    subject: 'Reimposta la password del tuo account Passo',
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    intro: 'abbiamo ricevuto una richiesta di reimpostare la password del tuo account Passo.',
    action: 'Reimposta la password',
    validity: (hours) => `Il link è valido per ${hours} ore e si può usare una sola volta.`,
    ignore:
      'Se non hai chiesto tu di reimpostare la password, ignora questa e-mail: la password resta invariata.',
    signature: 'Il team Passo',
  },
  SL: {
    lang: 'sl',
    subject: 'Ponastavite geslo za svoj račun Passo',
    greeting: (name) => (name ? `Pozdravljeni, ${name}!` : 'Pozdravljeni!'),
    intro: 'Prejeli smo zahtevo za ponastavitev gesla za vaš račun Passo.',
    action: 'Ponastavi geslo',
    validity: (hours) => `Povezava velja ${hours} ur in jo lahko uporabite samo enkrat.`,
    ignore:
      'Če ponastavitve gesla niste zahtevali, to sporočilo prezrite: vaše geslo ostane nespremenjeno.',
    signature: 'Ekipa Passo',
  },
  HR: {
    lang: 'hr',
    subject: 'Postavite novu lozinku za svoj Passo račun',
    greeting: (name) => (name ? `Pozdrav, ${name}!` : 'Pozdrav!'),
    intro: 'Primili smo zahtjev za postavljanje nove lozinke za vaš Passo račun.',
    action: 'Postavi novu lozinku',
    validity: (hours) => `Poveznica vrijedi ${hours} sata i može se upotrijebiti samo jednom.`,
    ignore:
      'Ako niste zatražili novu lozinku, zanemarite ovu poruku: vaša lozinka ostaje nepromijenjena.',
    signature: 'Tim Passo',
  },
};

export function resetEmail(
  language: Language,
  {firstName, link}: {firstName: string | null; link: string},
): EmailMessage {
  const c = COPY[language];
  return renderEmail({
    lang: c.lang,
    subject: c.subject,
    greeting: c.greeting(firstName),
    before: [c.intro],
    action: {label: c.action, link},
    after: [c.validity(RESET_TOKEN_TTL_MS / 3_600_000), c.ignore, c.signature],
  });
}
