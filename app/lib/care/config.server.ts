/**
 * Configuration of the customer-care helpdesk (Zendesk Support, docs/product.md#customer-care):
 * its API origin, the optional API user and token, and the ids of the request's custom fields.
 * Without an origin there is no helpdesk: the care form answers that it cannot send.
 */
import {ConfigError, optional, required, toOrigin, type RawEnv} from '../config-values.server';

export interface CareConfig {
  /** `https://{subdomain}.zendesk.com`, or the sandbox. */
  apiOrigin: string;
  /**
   * Basic `{user}/token:{token}` on every call, when configured; else the requests are
   * anonymous (the account must let anyone submit tickets).
   */
  auth: {user: string; token: string} | null;
  /** Custom ticket field ids; a field without an id is not sent. */
  fields: {topic: number | null; order: number | null; market: number | null};
}

function fieldId(env: RawEnv, name: string): number | null {
  const value = optional(env, name);
  if (value === null) return null;
  if (!/^\d{1,15}$/.test(value))
    throw new ConfigError(`Invalid configuration variable ${name}: "${value}" is no field id`);
  return Number(value);
}

export function readCareConfig(env: RawEnv): CareConfig | null {
  const origin = optional(env, 'ZENDESK_API_ORIGIN');
  if (!origin) return null;
  const token = optional(env, 'PRIVATE_ZENDESK_API_TOKEN');
  return {
    apiOrigin: toOrigin('ZENDESK_API_ORIGIN', origin),
    auth: token ? {user: required(env, 'ZENDESK_API_USER'), token} : null,
    fields: {
      topic: fieldId(env, 'ZENDESK_FIELD_TOPIC'),
      order: fieldId(env, 'ZENDESK_FIELD_ORDER'),
      market: fieldId(env, 'ZENDESK_FIELD_MARKET'),
    },
  };
}
