/**
 * Sends a FuzzRequest with node:http, which (unlike fetch) sends any method, any Host header, a
 * GET or HEAD with a body and a request target byte for byte. A keep-alive agent with a few
 * sockets lets a batch run in parallel.
 */
import http from 'node:http';
import {rawUtf8, type FuzzRequest} from './request';
import {PORT, TARGET_HOST} from './stack';

export interface FuzzResponse {
  status: number;
  /** Lower-case names, every value of repeated headers. */
  headers: Record<string, string[]>;
  body: string;
}

/** A case the client itself cannot send (node:http refuses the header or target). */
export class Unsendable extends Error {}

export const CONCURRENCY = 8;
const agent = new http.Agent({keepAlive: true, maxSockets: CONCURRENCY});

/**
 * The body's framing, always explicit: for GET, HEAD, DELETE, OPTIONS and TRACE node:http sends
 * a body with neither header, and the server then reads the body as the next request.
 */
function framing(request: FuzzRequest): Record<string, string> {
  if (request.body === undefined) return {};
  if (request.chunked) return {'transfer-encoding': 'chunked'};
  return {'content-length': String(Buffer.byteLength(request.body, 'utf8'))};
}
const MAX_BODY = 4 * 1024 * 1024;

/**
 * Sends the request. A keep-alive socket the server closed just as it was reused fails with a
 * reset before any answer: that one case is retried once (as node's docs advise), on a new
 * socket; any other failure to answer is the server's.
 */
export async function send(request: FuzzRequest, timeoutMs = 20_000): Promise<FuzzResponse> {
  try {
    return await sendOnce(request, timeoutMs);
  } catch (error) {
    if (!(error instanceof StaleSocket)) throw error;
    return sendOnce(request, timeoutMs);
  }
}

class StaleSocket extends Error {}

function sendOnce(request: FuzzRequest, timeoutMs: number): Promise<FuzzResponse> {
  return new Promise((resolve, reject) => {
    let req: http.ClientRequest;
    try {
      req = http.request({
        host: TARGET_HOST,
        port: PORT,
        method: request.method,
        path: rawUtf8(request.target),
        headers: {
          ...Object.fromEntries(
            Object.entries(request.headers).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.map(rawUtf8) : rawUtf8(value),
            ]),
          ),
          ...framing(request),
        },
        // A request with a body gets a connection of its own: a server may answer before it
        // has read the body (413), and must not read the rest as the next request.
        agent: request.body === undefined ? agent : false,
        maxHeaderSize: 1024 * 1024,
      });
    } catch (error) {
      reject(new Unsendable(String(error)));
      return;
    }
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    let answered = false;
    req.on('error', (error: NodeJS.ErrnoException) => {
      const stale =
        req.reusedSocket && !answered && ['ECONNRESET', 'EPIPE'].includes(error.code ?? '');
      reject(stale ? new StaleSocket(error.message) : error);
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_BODY) chunks.push(chunk);
      });
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headersDistinct as Record<string, string[]>,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    try {
      if (request.body !== undefined && request.chunked) {
        req.write(request.body, 'utf8');
        req.end();
      } else if (request.body !== undefined) {
        req.end(request.body, 'utf8');
      } else req.end();
    } catch (error) {
      req.destroy();
      reject(new Unsendable(String(error)));
    }
  });
}

/** Frees the keep-alive sockets so the test process can end. */
export function closeClient() {
  agent.destroy();
}
