/** A refused form's headers: `base`, and when to try again if the refusal says. */
export function refusalHeaders(
  refusal: {retryAfterSeconds?: number},
  base: Record<string, string>,
): Headers {
  const headers = new Headers(base);
  if (refusal.retryAfterSeconds) headers.set('Retry-After', String(refusal.retryAfterSeconds));
  return headers;
}
