/** The password reset e-mail, in the language of the market the customer asked from. */
import {RESET_TOKEN_TTL_MS, type Language} from '../config';
import {h} from '../inspector/layout';

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
): {subject: string; html: string; text: string} {
  const c = COPY[language];
  const validity = c.validity(RESET_TOKEN_TTL_MS / 3_600_000);
  const html =
    h`<!doctype html><html lang="${c.lang}"><head><meta charset="utf-8"><title>${c.subject}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1d1d1f;max-width:560px;margin:0 auto;padding:24px">
<p><strong>Passo</strong></p><p>${c.greeting(firstName)}</p><p>${c.intro}</p>
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#1d1d1f;color:#fff;text-decoration:none;border-radius:6px">${c.action}</a></p>
<p>${validity}</p><p>${c.ignore}</p><p>${c.signature}</p></body></html>`.html;
  const text = [
    c.greeting(firstName),
    c.intro,
    `${c.action}: ${link}`,
    validity,
    c.ignore,
    c.signature,
  ];
  return {subject: c.subject, html, text: text.join('\n\n')};
}
