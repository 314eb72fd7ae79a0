/**
 * The account's "request received" trigger: on every new request, an e-mail to the requester with
 * the ticket number, in the language the request's `lang_{it|sl|hr}` tag names (one trigger per
 * language, conditioned on the tag, as a Zendesk admin sets them up), Italian without one.
 */
import {storefrontUrl, storePath, type Country} from '../config';
import {renderEmail, type EmailMessage} from '../customers/email';
import type {TicketRequest} from './store';

export const REQUEST_RECEIVED_EMAIL_KIND = 'zendesk_request_received';

interface Copy {
  country: Country;
  subject: (id: number) => string;
  greeting: (name: string) => string;
  received: string;
  quote: string;
  action: string;
  signature: string;
}

const COPY: Record<'it' | 'sl' | 'hr', Copy> = {
  it: {
    country: 'IT',
    subject: (id) => `Abbiamo ricevuto la tua richiesta n. ${id}`,
    greeting: (name) => `Ciao ${name},`,
    received:
      'grazie per averci scritto: il servizio clienti ti risponderà a questo indirizzo entro due giorni lavorativi. Rispondendo a questa e-mail puoi aggiungere altri dettagli.',
    quote: 'La tua richiesta:',
    action: 'Torna al negozio',
    signature: 'Il servizio clienti Passo',
  },
  sl: {
    country: 'SI',
    subject: (id) => `Prejeli smo vašo zahtevo št. ${id}`,
    greeting: (name) => `Pozdravljeni, ${name}!`,
    received:
      'Hvala za sporočilo: služba za pomoč strankam vam bo odgovorila na ta naslov v dveh delovnih dneh. Z odgovorom na to sporočilo lahko dodate podrobnosti.',
    quote: 'Vaša zahteva:',
    action: 'Nazaj v trgovino',
    signature: 'Služba za pomoč strankam Passo',
  },
  hr: {
    country: 'HR',
    subject: (id) => `Zaprimili smo vaš zahtjev br. ${id}`,
    greeting: (name) => `Pozdrav, ${name}!`,
    received:
      'Hvala na poruci: korisnička služba odgovorit će vam na ovu adresu u roku od dva radna dana. Odgovorom na ovu poruku možete dodati pojedinosti.',
    quote: 'Vaš zahtjev:',
    action: 'Natrag u trgovinu',
    signature: 'Korisnička služba Passo',
  },
};

function languageOf(tags: readonly string[]): keyof typeof COPY {
  if (tags.includes('lang_sl')) return 'sl';
  if (tags.includes('lang_hr')) return 'hr';
  return 'it';
}

export function requestReceivedEmail(request: TicketRequest): EmailMessage {
  const lang = languageOf(request.tags);
  const c = COPY[lang];
  return renderEmail({
    lang,
    subject: c.subject(request.id),
    greeting: c.greeting(request.requester.name),
    before: [c.received, c.quote, request.description],
    action: {label: c.action, link: `${storefrontUrl()}/${storePath(c.country)}`},
    after: [c.signature],
  });
}
