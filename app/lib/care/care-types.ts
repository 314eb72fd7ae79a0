/**
 * The customer-care form's request as the shop knows it (docs/product.md#customer-care): what
 * the route hands the helpdesk module, and what comes back. The helpdesk's own shapes stop at
 * its module (zendesk.server.ts).
 */
import type {MarketId} from '../markets';

export const CARE_TOPICS = ['order', 'returns', 'products', 'payment', 'other'] as const;
export type CareTopic = (typeof CARE_TOPICS)[number];

/** Topics about one order: the order number is required for them. */
export const ORDER_TOPICS: ReadonlySet<CareTopic> = new Set(['order', 'returns']);

export interface CareTicket {
  topic: CareTopic;
  /** The shop's order name, `#1001`, or null when the topic needs none and none was given. */
  orderNumber: string | null;
  name: string;
  email: string;
  message: string;
  market: MarketId;
  /** The language of the page the form was sent from. */
  language: string;
  /** Upload tokens of the files the request carries. */
  uploads: string[];
}

/** A photo as the form checked it: its type read from its bytes, never the browser's word. */
export interface CarePhoto {
  file: Blob;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  fileName: string;
}

export interface CareReceipt {
  /** The helpdesk's ticket number, shown to the shopper and in its e-mail. */
  ticketNumber: number;
}
