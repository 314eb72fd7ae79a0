/**
 * The Create Request body Zendesk takes for a customer-care ticket (docs/product.md#customer-care):
 * the shopper as requester, a subject of topic and order number, the message with the market and
 * the page's language under it, the custom fields for topic, order number and market, and tags the
 * account's triggers and views use (`lang_{language}` chooses the confirmation e-mail's language).
 * Words are the shopper's market's, so the subject reads right in their confirmation e-mail too.
 */
import type {Translate} from '../i18n';
import type {CareConfig} from './config.server';
import type {CareTicket} from './care-types';

/** A dropdown field's values are tags: `care_order`, `care_returns`… */
const topicTag = (topic: CareTicket['topic']) => `care_${topic}`;

export interface ZendeskRequestBody {
  request: {
    requester: {name: string; email: string};
    subject: string;
    comment: {body: string; uploads?: string[]};
    custom_fields: Array<{id: number; value: string}>;
    tags: string[];
  };
}

export function zendeskRequestBody(
  ticket: CareTicket,
  fields: CareConfig['fields'],
  t: Translate,
): ZendeskRequestBody {
  const topic = t(`care.topics.${ticket.topic}`);
  const order = ticket.orderNumber;
  const subject = order ? t('care.payload.subjectWithOrder', {topic, order}) : topic;
  const about = [
    t('care.payload.market', {market: t(`markets.${ticket.market}`), id: ticket.market}),
    t('care.payload.language', {language: ticket.language}),
    ...(order ? [t('care.payload.order', {order})] : []),
  ];
  const values: Array<[number | null, string | null]> = [
    [fields.topic, topicTag(ticket.topic)],
    [fields.order, order],
    [fields.market, ticket.market],
  ];
  return {
    request: {
      requester: {name: ticket.name, email: ticket.email},
      subject,
      comment: {
        body: `${ticket.message}\n\n---\n${about.join('\n')}`,
        ...(ticket.uploads.length ? {uploads: ticket.uploads} : {}),
      },
      custom_fields: values.flatMap(([id, value]) => (id !== null && value ? [{id, value}] : [])),
      tags: [
        'passo_care',
        topicTag(ticket.topic),
        `market_${ticket.market}`,
        `lang_${ticket.language}`,
      ],
    },
  };
}
