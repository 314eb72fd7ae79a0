/**
 * The local preview states each client's own address as `oxygen-buyer-ip`, as Oxygen states the
 * buyer's (scripts/preview-gateway.mjs, scripts/preview-router.mjs): the connection's peer, not a
 * header the client sends, unless the stack trusts clients to name one (the e2e and bench stacks).
 * So per-client rate limits can be tried locally from 127.0.0.2 and 127.0.0.3.
 */
import http from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {PEER_HEADER} from '../../scripts/preview-gateway.mjs';
import {gatewayBefore} from './gateway-support';
import router from '../../scripts/preview-router.mjs';

describe('the gateway', () => {
  let gateway: {port: number; close: () => Promise<void>};
  const seen: Array<string | undefined> = [];

  beforeAll(async () => {
    gateway = await gatewayBefore((req, res) => {
      seen.push(req.headers[PEER_HEADER] as string | undefined);
      res.end('ok');
    });
  });
  afterAll(() => gateway.close());

  const get = (localAddress: string) =>
    new Promise<void>((done, fail) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: gateway.port,
          path: '/it',
          localAddress,
          // A client's own claim is dropped: only the gateway states the peer.
          headers: {[PEER_HEADER]: '203.0.113.9'},
        },
        (res) => res.resume().on('end', done),
      );
      req.on('error', fail).end();
    });

  it('passes each connection’s own address on, whatever the client claims', async () => {
    await get('127.0.0.2');
    await get('127.0.0.3');
    expect(seen).toEqual(['127.0.0.2', '127.0.0.3']);
  });
});

describe('the front worker', () => {
  /** The buyer IP the storefront worker is given for a request through the front worker. */
  async function buyerIp(headers: Record<string, string>, trust: boolean) {
    let ip: string | null = null;
    const env = {
      OXYGEN_HEADERS: {'oxygen-buyer-ip': '127.0.0.1', 'oxygen-buyer-country': 'US'},
      TRUST_CLIENT_IP: trust ? '1' : '0',
      ENTRY: {
        fetch: async (_request: Request, init: {headers: Headers}) => {
          ip = init.headers.get('oxygen-buyer-ip');
          expect(init.headers.has(PEER_HEADER)).toBe(false);
          return new Response('ok');
        },
      },
      ASSETS: {fetch: async () => new Response(null, {status: 404})},
    };
    await router.fetch(new Request('http://localhost/it', {headers}), env);
    return ip;
  }

  it('states the peer as the buyer, and a client’s claim only on a test stack', async () => {
    expect(await buyerIp({[PEER_HEADER]: '127.0.0.2'}, false)).toBe('127.0.0.2');
    expect(await buyerIp({[PEER_HEADER]: '127.0.0.2', 'oxygen-buyer-ip': '10.9.9.9'}, false)).toBe(
      '127.0.0.2',
    );
    expect(await buyerIp({[PEER_HEADER]: '127.0.0.2', 'oxygen-buyer-ip': '10.9.9.9'}, true)).toBe(
      '10.9.9.9',
    );
    // No gateway in front (a direct call): MiniOxygen's local default.
    expect(await buyerIp({}, false)).toBe('127.0.0.1');
  });
});
