/** The local preview's gateway (scripts/preview-gateway.mjs) in front of a test's own upstream. */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {startGateway} from '../../scripts/preview-gateway.mjs';

export async function gatewayBefore(
  upstreamHandler: http.RequestListener,
): Promise<{port: number; close: () => Promise<void>}> {
  const upstream = http.createServer(upstreamHandler);
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  const {port} = upstream.address() as AddressInfo;
  const gateway = await startGateway({
    host: '127.0.0.1',
    port: 0,
    upstream: `http://127.0.0.1:${port}`,
  });
  return {
    port: gateway.port,
    close: async () => {
      await gateway.close();
      upstream.close();
    },
  };
}
