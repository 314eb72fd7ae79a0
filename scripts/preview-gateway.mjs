// The local preview's front door, in Node, as Oxygen's gateway is in production: it takes the
// shoppers' connections and passes well-formed requests to workerd (Miniflare), which listens on
// a private port. Node's HTTP parser refuses malformed requests (spaces or tabs in the target,
// `X-Fz : a`, two Content-Lengths, an unknown method) with a 400; this file refuses what the
// parser lets through but Miniflare's entry worker answers with a 500: a target that is not a
// path, a Host that is not a host, CONNECT, a request line without an HTTP/1 version, and
// Miniflare's own control headers and paths, which no client may use (docs/decisions/0012).
import http from 'node:http';
import {chosenCoding, createAnswerWriter} from './preview-compression.mjs';

/** `name`, `name:port`, IPv4 or `[IPv6]`, with an optional port up to 65535. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * Miniflare's and Cloudflare's own request headers: the gateway's, never a client's. Hop-by-hop
 * headers belong to each connection, not to the request or the answer.
 */
const NOT_FORWARDED =
  /^(?:mf-|cf-|connection$|keep-alive$|transfer-encoding$|proxy-|x-preview-peer-address$)/i;

/**
 * The connection's peer, for the front worker (preview-router.mjs) to state as the buyer's IP, as
 * Oxygen's gateway states the buyer's: only this file sets it, a client's own is dropped above.
 */
export const PEER_HEADER = 'x-preview-peer-address';

/** The peer's address, an IPv4 one without the `::ffff:` of a dual-stack socket. */
const peerAddress = (req) => (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d)/, '');
const PRIVATE_PATH = /^\/cdn-cgi\//i;

/**
 * The worker refuses a body declared over this (MAX_BODY_BYTES in app/lib/front-door.server.ts;
 * a unit test keeps the two equal) before reading it, and a streamed one as soon as it has read
 * more. Such a body is held back here: written on, it would meet workerd hanging up after its
 * answer, and the answer would be lost.
 */
export const HELD_BACK_BODY_BYTES = 64 * 1024;

/**
 * The customer-care form's paths take a photo (UPLOAD_BODY_BYTES and bodyLimit in
 * app/lib/front-door.server.ts; a unit test keeps the two in step).
 */
const UPLOAD_PATH = /^\/(?:it\/assistenza|sl\/pomoc|hr\/podrska)(?:\.data)?(?:\?|$)/;
const UPLOAD_BODY_BYTES = 8 * 1024 * 1024;

/** The body the worker reads on this request target at most. */
export function heldBackBodyBytes(target) {
  return UPLOAD_PATH.test(target) ? UPLOAD_BODY_BYTES : HELD_BACK_BODY_BYTES;
}

/**
 * What is read and dropped of a streamed body past the limit, so that a client still sending
 * a form's worth does not meet a closed connection before it reads the 413; past this the
 * body is not read on.
 */
const DROPPED_BODY_BYTES = 1024 * 1024;

/** How long a connection whose body was cut off stays half-open after its answer. */
const LINGER_MS = 2000;

/**
 * A client still sending when its answer comes must get to read it. A connection closed with
 * unread bytes is reset, and a reset can discard an answer the client has not read yet: about
 * one streamed post in ten to the preview went unanswered (tests/e2e/hardening.spec.ts), none
 * in a hundred since. So the gateway ends its side after the answer and closes later, as web
 * servers' "lingering close" does.
 */
function lingerBeforeClosing(socket) {
  socket.destroySoon = function destroyLater() {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    this.once('close', () => clearTimeout(timer));
  };
}

function dropUpTo(req, bytes) {
  let dropped = 0;
  req.on('data', (chunk) => {
    dropped += chunk.length;
    if (dropped > bytes) req.pause();
  });
}

/**
 * Passes the body on, but none of it when it is declared too large, and of a streamed one
 * only up to one byte over the limit, enough for the worker to refuse it.
 */
function forwardBody(req, forward, res) {
  const limit = heldBackBodyBytes(req.url ?? '');
  if (Number(req.headers['content-length']) > limit) {
    res.shouldKeepAlive = false;
    lingerBeforeClosing(req.socket);
    return;
  }
  let sent = 0;
  const onData = (chunk) => {
    const room = limit + 1 - sent;
    sent += chunk.length;
    if (sent > limit) {
      req.off('data', onData).off('end', onEnd);
      res.shouldKeepAlive = false;
      lingerBeforeClosing(req.socket);
      forward.write(chunk.subarray(0, room));
      dropUpTo(req, DROPPED_BODY_BYTES);
    } else if (!forward.write(chunk)) {
      req.pause();
      forward.once('drain', () => req.resume());
    }
  };
  const onEnd = () => forward.end();
  req.on('data', onData).on('end', onEnd);
}

/** Why a request never reaches workerd, or null when it may. */
function refusalReason(req) {
  if (req.httpVersionMajor !== 1) return 'only HTTP/1.0 and HTTP/1.1 are spoken here';
  if (!req.url?.startsWith('/') || req.url.startsWith('//')) return 'the target is not a path';
  const hosts = req.rawHeaders.filter((_, i) => i % 2 === 0 && /^host$/i.test(req.rawHeaders[i]));
  if (hosts.length !== 1) return 'one Host header is needed';
  const match = HOST.exec(req.headers.host ?? '');
  if (!match || Number(match[1] ?? 0) > 65535) return 'the Host header is no host';
  if (PRIVATE_PATH.test(req.url)) return 'a path of the preview itself';
  return null;
}

const STATUS_TEXT = {400: 'Bad Request', 404: 'Not Found', 502: 'Bad Gateway'};

function refuse(res, status, reason) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(`${STATUS_TEXT[status]}: ${reason}\n`);
}

/** Starts the gateway on host:port in front of workerd at `upstream` (a URL). */
export function startGateway({host, port, upstream}) {
  const target = new URL(upstream);
  // A connection of its own per request: workerd may close one it answered early, and a reused
  // one closing under the next request would leave that request without an answer.
  const agent = new http.Agent({keepAlive: false});
  const writeAnswer = createAnswerWriter();
  const server = http.createServer((req, res) => {
    const reason = refusalReason(req);
    if (reason) return refuse(res, PRIVATE_PATH.test(req.url ?? '') ? 404 : 400, reason);
    const headers = {};
    for (const name of Object.keys(req.headers))
      if (!NOT_FORWARDED.test(name)) headers[name] = req.headers[name];
    headers[PEER_HEADER] = peerAddress(req);
    // The gateway encodes (preview-compression.mjs): workerd answers it uncompressed.
    const coding = chosenCoding(req.headers['accept-encoding']);
    headers['accept-encoding'] = 'identity';
    const forward = http.request(
      {host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent},
      (answer) => {
        const kept = answer.rawHeaders.filter((_, i, all) => !NOT_FORWARDED.test(all[i - (i % 2)]));
        writeAnswer({req, res, answer, headers: kept, coding});
        answer.on('error', () => res.destroy());
      },
    );
    // A client that hangs up, or workerd answering before the body is read (a 413), ends the
    // exchange; neither may take the preview down.
    forward.on('error', () => (res.headersSent ? res.destroy() : refuse(res, 502, 'no answer')));
    req.on('error', () => forward.destroy());
    res.on('close', () => forward.destroy());
    // Headers go at once: the worker may answer (a 413) before any of the body comes.
    forward.flushHeaders();
    forwardBody(req, forward, res);
  });
  // CONNECT is for proxies; this is none.
  server.on('connect', (_req, socket) => {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        port: server.address().port,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
            agent.destroy();
          }),
      }),
    );
  });
}
