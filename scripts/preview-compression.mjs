// How the local preview's gateway compresses its answers, as Oxygen's edge does in production:
// brotli for a browser that takes it, else gzip (docs/decisions/0038). Miniflare, left to
// itself, takes the first coding a client lists, and Chrome lists gzip first.
import {promisify} from 'node:util';
import zlib from 'node:zlib';

/** The text types an edge compresses; anything else (pictures, fonts, binaries) passes as is. */
const COMPRESSIBLE =
  /^(?:text\/(?:html|css|plain|javascript|xml|markdown|x-markdown)|application\/(?:javascript|json|xml|xhtml\+xml|rss\+xml|manifest\+json|ld\+json|vnd\.api\+json)|image\/svg\+xml)\s*(?:;|$)/i;

/** Hashed build files never change under their name: compressed once, at the best ratio. */
const BUILD_FILE = /^\/assets\/[^?#]+$/;
const KEPT_BUILD_FILES = 400;

/** `br`, else `gzip`, else null, from a request's Accept-Encoding and its weights. */
export function chosenCoding(acceptEncoding) {
  const weights = new Map();
  for (const element of String(acceptEncoding ?? '').split(',')) {
    const [coding, ...params] = element.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(coding, q === undefined ? 1 : Number(q));
  }
  const accepts = (coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip') || (weights.get('x-gzip') ?? 0) > 0) return 'gzip';
  return null;
}

const header = (raw, name) => {
  for (let i = 0; i < raw.length; i += 2) if (raw[i].toLowerCase() === name) return raw[i + 1];
  return undefined;
};

/**
 * Whether an answer's body is one an edge compresses: a success with a body, or a 403 or 404
 * (the only error answers Cloudflare compresses), of a text type, not encoded yet.
 */
function compressible({method, status, rawHeaders}) {
  if (method === 'HEAD') return false;
  const success = status >= 200 && status < 300 && status !== 204 && status !== 206;
  if (!success && status !== 403 && status !== 404) return false;
  if (header(rawHeaders, 'content-encoding') || header(rawHeaders, 'content-length') === '0')
    return false;
  if (/\bno-transform\b/i.test(header(rawHeaders, 'cache-control') ?? '')) return false;
  return COMPRESSIBLE.test(header(rawHeaders, 'content-type') ?? '');
}

/** The headers with Accept-Encoding among what the answer varies on. */
function varied(rawHeaders) {
  const kept = [];
  let vary;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i].toLowerCase() === 'vary')
      vary = vary ? `${vary}, ${rawHeaders[i + 1]}` : rawHeaders[i + 1];
    else kept.push(rawHeaders[i], rawHeaders[i + 1]);
  }
  const varies = vary && !/\baccept-encoding\b/i.test(vary) ? `${vary}, Accept-Encoding` : vary;
  return [...kept, 'Vary', varies ?? 'Accept-Encoding'];
}

/** The answer's headers once its body is encoded: no length, the coding, and Vary. */
function encodedHeaders(rawHeaders, coding) {
  const kept = varied(rawHeaders).filter(
    (_, i, all) => all[i - (i % 2)].toLowerCase() !== 'content-length',
  );
  return [...kept, 'Content-Encoding', coding];
}

const streamEncoder = (coding) =>
  coding === 'br'
    ? zlib.createBrotliCompress({params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5}})
    : zlib.createGzip({level: 6});

// A sync flush keeps gzip's window across flushes; a full one would reset it.
const flushKind = (coding) =>
  coding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** On libuv's thread pool: the best quality takes 300 ms on the largest module. */
const wholeEncoding = (coding, body) =>
  coding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, {level: zlib.constants.Z_BEST_COMPRESSION});

/**
 * Writes `answer` (an upstream http.IncomingMessage) to `res` with `headers` (its raw list,
 * already filtered), compressed when the client and the content allow. A build file is encoded
 * once and kept; anything else is encoded as it streams, flushed whenever the upstream pauses,
 * so that a streamed page still arrives part by part.
 */
export function createAnswerWriter() {
  const builds = new Map();
  return function writeAnswer({req, res, answer, headers, coding}) {
    const status = answer.statusCode ?? 502;
    const encodable = compressible({method: req.method, status, rawHeaders: headers});
    if (!encodable || !coding) {
      // Its plain form too depends on the Accept-Encoding it was asked with.
      res.writeHead(status, encodable ? varied(headers) : headers);
      answer.pipe(res);
      return;
    }
    res.writeHead(status, encodedHeaders(headers, coding));
    const path = (req.url ?? '').split('?')[0];
    if (status === 200 && BUILD_FILE.test(req.url ?? '')) {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const key = `${coding} ${path} ${body.length}`;
        // One encoding per file, however many ask for it at once.
        let encoded = builds.get(key);
        if (!encoded) {
          encoded = wholeEncoding(coding, body);
          encoded.catch(() => builds.delete(key));
          if (builds.size >= KEPT_BUILD_FILES) builds.delete(builds.keys().next().value);
          builds.set(key, encoded);
        }
        encoded.then(
          (bytes) => res.end(bytes),
          () => res.destroy(),
        );
      });
      return;
    }
    const encoder = streamEncoder(coding);
    encoder.on('error', () => res.destroy());
    encoder.pipe(res);
    let flushing = false;
    answer.on('data', (chunk) => {
      if (!encoder.write(chunk)) {
        answer.pause();
        encoder.once('drain', () => answer.resume());
      }
      if (flushing) return;
      flushing = true;
      setImmediate(() => {
        flushing = false;
        if (!encoder.writableEnded) encoder.flush(flushKind(coding));
      });
    });
    answer.on('end', () => encoder.end());
  };
}
