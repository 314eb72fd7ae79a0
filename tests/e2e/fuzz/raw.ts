/**
 * Requests node:http refuses to send, written on a socket: invalid request targets, absolute and
 * asterisk forms, missing, duplicate and invalid Host headers, CR/LF where they do not belong,
 * huge headers, smuggling-shaped framing. Most never reach the app (workerd answers or closes
 * first); whatever answers must answer 4xx, never 5xx.
 */
import net from 'node:net';
import {PORT, TARGET_HOST} from './stack';

export interface RawCase {
  name: string;
  /** The bytes to send, as latin1. */
  data: string;
  /**
   * HTTP/1.1 (RFC 9112, 9110) has the server reject this one: a 4xx, or closing without an
   * answer. Every other case may be answered any way but a 5xx.
   */
  reject?: true;
  /** The status this one must get, and what another one means. */
  expect?: {status: number; otherwise: string};
}

export interface RawOutcome {
  name: string;
  /** The status line's code, or null when the connection closed (or hung) without one. */
  status: number | null;
  note: string;
  /** Location headers of the answer. */
  locations: string[];
  body: string;
}

const HOST = `Host: localhost:${PORT}\r\n`;
const get = (target: string, headers = HOST) =>
  `GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`;

export const RAW_CASES: RawCase[] = [
  {name: 'space in the target', data: get('/a b'), reject: true},
  {name: 'tab in the target', data: get('/it/\tx'), reject: true},
  {
    name: 'absolute-form, foreign host',
    data: get('http://evil.example/', 'Host: evil.example\r\n'),
  },
  {name: 'absolute-form, foreign host, shop Host', data: get('http://evil.example/it')},
  {name: 'absolute-form, own host', data: get(`http://localhost:${PORT}/it`)},
  {name: 'absolute-form, https', data: get('https://evil.example/it')},
  {name: 'asterisk-form GET', data: get('*'), reject: true},
  {name: 'asterisk-form OPTIONS', data: `OPTIONS * HTTP/1.1\r\n${HOST}Connection: close\r\n\r\n`},
  {
    name: 'authority-form CONNECT',
    data: `CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n`,
  },
  {name: 'target without a slash', data: get('it'), reject: true},
  {
    name: 'empty target',
    data: 'GET  HTTP/1.1\r\n' + HOST + 'Connection: close\r\n\r\n',
    reject: true,
  },
  {name: 'NUL in the target', data: get('/it\u0000x'), reject: true},
  {name: 'raw UTF-8 in the target', data: get(Buffer.from('/it/é中', 'utf8').toString('latin1'))},
  {name: 'raw 0xFF in the target', data: get('/it/\u00ff\u00fe')},
  {name: '100 KB target', data: get(`/it/${'a'.repeat(100_000)}`)},
  {name: 'no Host, HTTP/1.1', data: 'GET /it HTTP/1.1\r\nConnection: close\r\n\r\n', reject: true},
  {name: 'no Host, HTTP/1.0', data: 'GET /it HTTP/1.0\r\n\r\n'},
  {name: 'empty Host', data: get('/it', 'Host: \r\n')},
  {name: 'two Host headers', data: get('/it', `${HOST}Host: evil.example\r\n`), reject: true},
  {name: 'Host with a space', data: get('/it', 'Host: local host\r\n'), reject: true},
  {name: 'Host with a path', data: get('/it', 'Host: evil.example/x\r\n'), reject: true},
  {name: 'Host with userinfo', data: get('/it', 'Host: a@evil.example\r\n'), reject: true},
  {name: 'Host with a bad port', data: get('/it', 'Host: localhost:notaport\r\n'), reject: true},
  {name: 'Host, bracket not closed', data: get('/it', 'Host: [::1\r\n'), reject: true},
  {name: 'Host of 10 KB', data: get('/it', `Host: ${'a'.repeat(10_000)}\r\n`)},
  {
    name: 'bare LF line ends',
    data: `GET /it HTTP/1.1\nHost: localhost:${PORT}\nConnection: close\n\n`,
  },
  {name: 'CR inside a header value', data: get('/it', `${HOST}X-Fz: a\rb\r\n`), reject: true},
  {name: 'LF inside a header value', data: get('/it', `${HOST}X-Fz: a\nb\r\n`), reject: true},
  {name: 'NUL inside a header value', data: get('/it', `${HOST}X-Fz: a\u0000b\r\n`), reject: true},
  {name: 'header without a colon', data: get('/it', `${HOST}X-Fz\r\n`), reject: true},
  {name: 'space before the colon', data: get('/it', `${HOST}X-Fz : a\r\n`), reject: true},
  {name: 'obsolete line folding', data: get('/it', `${HOST}X-Fz: a\r\n b\r\n`)},
  {name: 'header name with a space', data: get('/it', `${HOST}X Fz: a\r\n`), reject: true},
  {name: 'CR/LF in a cookie', data: get('/it', `${HOST}Cookie: cartId=a\r\n\rb\r\n`), reject: true},
  {name: 'one 100 KB header', data: get('/it', `${HOST}X-Fz: ${'a'.repeat(100_000)}\r\n`)},
  {name: 'a 100 KB cookie', data: get('/it', `${HOST}Cookie: session=${'a'.repeat(100_000)}\r\n`)},
  {
    name: '2,000 headers',
    data: get(
      '/it',
      `${HOST}${Array.from({length: 2000}, (_, i) => `X-Fz-${i}: ${i}\r\n`).join('')}`,
    ),
  },
  {name: 'lower-case method', data: `get /it HTTP/1.1\r\n${HOST}Connection: close\r\n\r\n`},
  {name: 'unknown method', data: `FZ /it HTTP/1.1\r\n${HOST}Connection: close\r\n\r\n`},
  {name: 'HTTP/2.0 request line', data: `GET /it HTTP/2.0\r\n${HOST}\r\n`},
  {name: 'HTTP/1.2 request line', data: `GET /it HTTP/1.2\r\n${HOST}Connection: close\r\n\r\n`},
  {
    name: 'lower-case version',
    data: `GET /it http/1.1\r\n${HOST}Connection: close\r\n\r\n`,
    reject: true,
  },
  {name: 'no version', data: `GET /it\r\n${HOST}\r\n`, reject: true},
  {name: 'garbage bytes', data: '\u0000\u0001\u0002\u00ff\r\n\r\n', reject: true},
  {
    name: 'TLS ClientHello',
    data: '\u0016\u0003\u0001\u0000\u00a5\u0001\u0000\u0000\u00a1\u0003\u0003',
    reject: true,
  },
  {
    name: 'Content-Length and chunked',
    data: `POST /it/cart HTTP/1.1\r\n${HOST}Origin: http://localhost:${PORT}\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
  },
  {
    name: 'two Content-Lengths',
    data: `POST /it/cart HTTP/1.1\r\n${HOST}Origin: http://localhost:${PORT}\r\nContent-Length: 1\r\nContent-Length: 2\r\nConnection: close\r\n\r\nab`,
    reject: true,
  },
  {
    name: 'negative Content-Length',
    data: `POST /it/cart HTTP/1.1\r\n${HOST}Origin: http://localhost:${PORT}\r\nContent-Length: -1\r\nConnection: close\r\n\r\n`,
    reject: true,
  },
  {
    name: 'Content-Length not a number',
    data: `POST /it/cart HTTP/1.1\r\n${HOST}Origin: http://localhost:${PORT}\r\nContent-Length: abc\r\nConnection: close\r\n\r\n`,
    reject: true,
  },
  {
    name: 'bad chunk size',
    data: `POST /it/cart HTTP/1.1\r\n${HOST}Origin: http://localhost:${PORT}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\nab\r\n0\r\n\r\n`,
    reject: true,
  },
  {
    name: 'unknown Transfer-Encoding',
    data: `POST /it/cart HTTP/1.1\r\n${HOST}Origin: http://localhost:${PORT}\r\nTransfer-Encoding: fz\r\nConnection: close\r\n\r\n`,
  },
  {
    name: 'body shorter than Content-Length',
    data: `POST /it/cart HTTP/1.1\r\n${HOST}Origin: http://localhost:${PORT}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\nConnection: close\r\n\r\nab`,
  },
  {
    name: 'GET with Content-Length body',
    data: `GET /it HTTP/1.1\r\n${HOST}Content-Length: 3\r\nConnection: close\r\n\r\nabc`,
  },
  {
    name: 'Host with a bad port number',
    data: get('/it', 'Host: localhost:99999\r\n'),
    reject: true,
  },
  {name: 'Host with a query', data: get('/it', 'Host: localhost?x\r\n'), reject: true},
  // Miniflare's entry worker (in front of scripts/preview-router.mjs) obeys these from anyone.
  {name: "Miniflare's scheduled-event path", data: get('/cdn-cgi/mf/scheduled')},
  {name: 'MF-CF-Blob that is not JSON', data: get('/it', `${HOST}MF-CF-Blob: {x\r\n`)},
  {name: 'MF-Original-URL that is not a URL', data: get('/it', `${HOST}MF-Original-URL: x\r\n`)},
  {
    name: 'MF-Original-URL on another host',
    data: get('/it', `${HOST}MF-Original-URL: http://evil.example/it\r\n`),
  },
  {
    // A static file only the gateway stand-in serves: a 404 means the app worker answered.
    name: 'MF-Route-Override to the app worker',
    data: get('/favicon.svg', `${HOST}MF-Route-Override: passo\r\n`),
    expect: {
      status: 200,
      otherwise: 'the client routed itself past scripts/preview-router.mjs to the app worker',
    },
  },
  {name: 'MF-Route-Override to nothing', data: get('/it', `${HOST}MF-Route-Override: x\r\n`)},
  {name: 'MF-Proxy-Shared-Secret', data: get('/it', `${HOST}MF-Proxy-Shared-Secret: x\r\n`)},
  {name: 'MF-Op', data: get('/it', `${HOST}MF-Op: GET\r\n`)},
];

/** Sends one raw case and reads the status line (or notes how the connection ended). */
export function sendRaw({name, data}: RawCase, timeoutMs = 5000): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const socket = net.connect({host: TARGET_HOST, port: PORT});
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (note: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/\d(?:\.\d)? (\d{3})/.exec(text);
      const bodyStart = text.indexOf('\r\n\r\n');
      resolve({
        name,
        status: status ? Number(status[1]) : null,
        note: status
          ? note
          : `${note}${text ? `, answered ${JSON.stringify(text.slice(0, 80))}` : ''}`,
        locations: [...text.slice(0, bodyStart).matchAll(/^location:[ \t]*(.*)$/gim)].map(
          (match) => match[1],
        ),
        body: bodyStart >= 0 ? text.slice(bodyStart + 4, bodyStart + 4 + 2000) : '',
      });
    };
    socket.setTimeout(timeoutMs, () => finish(`no answer within ${timeoutMs} ms`));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // The status line and the start of the body are all this needs.
      if (Buffer.concat(chunks).length > 4096) finish('answered');
    });
    socket.on('end', () => finish('closed after answering'));
    socket.on('close', () => finish('closed'));
    socket.on('error', (error) =>
      finish(`socket error ${(error as NodeJS.ErrnoException).code ?? error.message}`),
    );
    socket.write(data, 'latin1');
  });
}
