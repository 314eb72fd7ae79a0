/**
 * Secrets never reach the request log or the inspector: passwords, what resets one (the reset
 * token, the reset URL that carries it) and SALESmanago's body credentials (`apiKey`, and `sha`,
 * which signs the API secret) become "[redacted]" in JSON bodies (GraphQL variables at any depth, and
 * the variables a query passes to such an argument, whatever their name), form and query-string
 * parameters (GraphQL over GET), and inline GraphQL arguments (`password: "…"` in the query text).
 */
const SECRETS = 'password|resetToken|resetUrl|apiKey|sha';
const SECRET_KEYS = new Set(SECRETS.split('|'));
// A cheap first look; `sha` only as a word, or every body with "shape" or "shared" in it (a Sentry
// envelope, say) would be re-read as form parameters.
const MENTIONS_SECRET = new RegExp(SECRETS.replace('sha', '\\bsha\\b'));
const INLINE_ARGUMENT = new RegExp(`\\b(${SECRETS})(\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'g');
const VARIABLE_ARGUMENT = new RegExp(`\\b(?:${SECRETS})\\s*:\\s*\\$(\\w+)`, 'g');
export const REDACTED = '[redacted]';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `text` (a body or a query string) without secrets; untouched when it names none. */
export function redactSecrets(text: string): string {
  if (!MENTIONS_SECRET.test(text)) return text;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return redactParams(text);
  }
  const redacted = redactValue(value);
  return JSON.stringify(isObject(redacted) ? withSecretVariables(redacted) : redacted);
}

/** A parsed JSON value without secrets (what a tracking event keeps of a provider call). */
export function redactJson(value: unknown): unknown {
  return redactValue(value);
}

function redactValue(value: unknown, key?: string): unknown {
  if (typeof value === 'string') {
    if (key !== undefined && SECRET_KEYS.has(key)) return REDACTED;
    return key === 'query' ? value.replace(INLINE_ARGUMENT, `$1$2"${REDACTED}"`) : value;
  }
  if (Array.isArray(value)) return value.map((item) => redactValue(item));
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v, k)]));
  return value;
}

/** `{query, variables}` with the variables that `query` passes to a secret argument redacted. */
function withSecretVariables(body: Json): Json {
  if (typeof body.query !== 'string' || !isObject(body.variables)) return body;
  const secret = new Set([...body.query.matchAll(VARIABLE_ARGUMENT)].map((m) => m[1]));
  const variables = Object.entries(body.variables).map(([k, v]) => [
    k,
    secret.has(k) ? REDACTED : v,
  ]);
  return {...body, variables: Object.fromEntries(variables)};
}

/** `a=1&password=…`, and GraphQL over GET: `query=…&variables={…}`. */
function redactParams(text: string): string {
  const params = Object.fromEntries(
    [...new URLSearchParams(text)].map(([key, value]) => [key, redactValue(value, key)]),
  );
  if (typeof params.variables === 'string') {
    let variables: unknown;
    try {
      variables = redactValue(JSON.parse(params.variables));
    } catch {
      variables = REDACTED;
    }
    params.variables = JSON.stringify(withSecretVariables({...params, variables}).variables);
  }
  return new URLSearchParams(params as Record<string, string>).toString();
}
