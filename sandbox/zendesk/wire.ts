/**
 * Zendesk Support's wire format: the JSON of an upload, an attachment and a request, and its
 * error bodies as the API words them (`{"error": "RecordInvalid", "description": "Record
 * validation errors", "details": {field: [{description, error}]}}` on invalid input).
 */
import {json, type SandboxReply} from '../http/types';
import type {Attachment, TicketRequest, Upload} from './store';

export const API_PREFIX = '/api/v2';
export const ATTACHMENT_PREFIX = '/attachments/token/';

export interface FieldError {
  description: string;
  error: string;
  [key: string]: unknown;
}

/** An error answer; `body` is what Zendesk sends for it. */
export class ZendeskError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.description === 'string' ? body.description : String(body.error));
  }
}

export const recordInvalid = (details: Record<string, FieldError[]>) =>
  new ZendeskError(422, {
    error: 'RecordInvalid',
    description: 'Record validation errors',
    details,
  });

export const unauthenticated = () => new ZendeskError(401, {error: "Couldn't authenticate you"});

/** The API's answer for each status a fault may ask for. */
export function failureBody(status: number): Record<string, unknown> {
  switch (status) {
    case 401:
      return {error: "Couldn't authenticate you"};
    case 403:
      return {
        error: 'Forbidden',
        description:
          'You do not have access to this page. Please contact the account owner of this help desk for further help.',
      };
    case 404:
      return {error: 'RecordNotFound', description: 'Not found'};
    case 422:
      return {error: 'RecordInvalid', description: 'Record validation errors', details: {}};
    case 429:
      return {
        error: 'APIRateLimitExceeded',
        description: 'Number of allowed API requests per minute exceeded',
      };
    default:
      return status >= 500
        ? {error: 'ServiceUnavailable', description: 'Zendesk is temporarily unavailable'}
        : {error: 'InvalidRequest', description: `Status ${status}`};
  }
}

export function errorReply(error: ZendeskError): SandboxReply {
  return json(error.status, error.body, error.headers);
}

export function attachmentJson(a: Attachment, publicUrl: string) {
  const contentUrl = `${publicUrl}${ATTACHMENT_PREFIX}${a.urlToken}/?name=${encodeURIComponent(a.fileName)}`;
  return {
    url: `${publicUrl}${API_PREFIX}/attachments/${a.id}.json`,
    id: a.id,
    file_name: a.fileName,
    content_url: contentUrl,
    mapped_content_url: contentUrl,
    content_type: a.contentType,
    size: a.size,
    width: null,
    height: null,
    inline: false,
    deleted: false,
    malware_access_override: false,
    malware_scan_result: 'malware_not_found',
    thumbnails: [],
  };
}

export function uploadJson(upload: Upload, attachments: Attachment[], publicUrl: string) {
  const files = attachments.map((a) => attachmentJson(a, publicUrl));
  return {
    upload: {
      token: upload.token,
      expires_at: upload.expiresAt,
      attachments: files,
      // The file this call added: the last one.
      attachment: files.at(-1),
    },
  };
}

export function requestJson(request: TicketRequest, publicUrl: string) {
  return {
    url: `${publicUrl}${API_PREFIX}/requests/${request.id}.json`,
    id: request.id,
    status: request.status,
    priority: null,
    type: null,
    subject: request.subject,
    description: request.description,
    organization_id: null,
    via: {channel: 'api', source: {from: {}, to: {}, rel: null}},
    custom_fields: request.customFields,
    requester_id: request.requester.id,
    collaborator_ids: [],
    email_cc_ids: [],
    is_public: true,
    due_at: null,
    can_be_solved_by_me: false,
    created_at: request.createdAt,
    updated_at: request.updatedAt,
    recipient: null,
    followup_source_id: null,
    assignee_id: null,
    ticket_form_id: null,
    fields: request.customFields,
  };
}
