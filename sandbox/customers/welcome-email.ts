/**
 * Shopify's "Customer account welcome" e-mail, which a sign-up on the storefront sends, in the
 * language of the market the customer signed up in, with a link to its login page.
 */
import type {Language} from '../config';
import {renderEmail, type EmailMessage} from './email';

export const WELCOME_EMAIL_KIND = 'customer_account_welcome';

interface Copy {
  lang: string;
  subject: string;
  greeting: (firstName: string | null) => string;
  intro: string;
  action: string;
  notYou: string;
  signature: string;
}

const COPY: Record<Language, Copy> = {
  IT: {
    lang: 'it',
    subject: 'Benvenuto in Passo',
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    intro:
      'il tuo account Passo è attivo. Accedi al prossimo acquisto per un checkout più veloce e per seguire i tuoi ordini.',
    action: 'Accedi al tuo account',
    notYou: 'Se non hai creato tu questo account, rispondi a questa e-mail.',
    signature: 'Il team Passo',
  },
  SL: {
    lang: 'sl',
    subject: 'Dobrodošli v trgovini Passo',
    greeting: (name) => (name ? `Pozdravljeni, ${name}!` : 'Pozdravljeni!'),
    intro:
      'Vaš račun Passo je aktiven. Ob naslednjem nakupu se prijavite za hitrejši zaključek nakupa in pregled naročil.',
    action: 'Prijava v račun',
    notYou: 'Če tega računa niste ustvarili vi, odgovorite na to sporočilo.',
    signature: 'Ekipa Passo',
  },
  HR: {
    lang: 'hr',
    subject: 'Dobro došli u Passo',
    greeting: (name) => (name ? `Pozdrav, ${name}!` : 'Pozdrav!'),
    intro:
      'Vaš Passo račun je aktivan. Pri sljedećoj kupnji prijavite se za bržu naplatu i praćenje narudžbi.',
    action: 'Prijavite se u račun',
    notYou: 'Ako ovaj račun niste otvorili vi, odgovorite na ovu poruku.',
    signature: 'Tim Passo',
  },
};

export function welcomeEmail(
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
    after: [c.notYou, c.signature],
  });
}
