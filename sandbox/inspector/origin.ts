/**
 * Where a state-changing request to the inspector came from. Browsers send `Origin` (and
 * `Sec-Fetch-Site`) with a form post or a cross-site fetch, so another site's page cannot make a
 * marketer's browser restock through a forged form or script; tests and scripts send neither.
 */
import {HttpError, type SandboxRequest} from '../http/types';

const REFUSED = 'Taken only from the inspector’s own pages';

/** The host the request names as its sender, if it names one. */
function senderHost(request: SandboxRequest): string | undefined {
  const from = request.headers.origin ?? request.headers.referer;
  try {
    return from ? new URL(from).host : undefined;
  } catch {
    return 'malformed';
  }
}

/**
 * Refuses a request another site sent. `form: true` also refuses one that names no sender, as a
 * browser's form post always does.
 */
export function checkSameOrigin(
  request: SandboxRequest,
  publicUrl: string,
  {form}: {form: boolean},
): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    throw new HttpError(403, REFUSED);
  const host = senderHost(request);
  if (host === undefined) {
    if (form) throw new HttpError(403, REFUSED);
    return;
  }
  if (host !== request.headers.host && host !== new URL(publicUrl).host)
    throw new HttpError(403, REFUSED);
}
