// The local preview's front worker (scripts/preview.mjs runs it in workerd, in front of ours). It
// stands in for what Oxygen's gateway does before the storefront worker runs: static files from
// the build, the buyer headers. It is MiniOxygen 4's routing worker (dist/worker/handler.js)
// rewritten with a compatibility date: theirs has none, so workerd parses its URLs with the legacy
// parser and `/it/search?s=%zz` was a 500 with a stack trace before our worker saw it
// (docs/decisions/0008). Bindings: ENTRY (our worker), ASSETS (dist/client), OXYGEN_HEADERS,
// TRUST_CLIENT_IP ("1" only in the test stacks).

// MiniOxygen's list (Oxygen's cacheable extensions): only these, /assets/ and /.well-known/ are
// looked up in dist/client first; a file that is not there falls through to our worker.
const STATIC_EXTENSIONS = new Set(
  `7z csv gif midi png tif zip avi doc gz mkv ppt tiff zst avif docx ico mp3 pptx ttf apk dmg iso
   mp4 ps webm bin ejs jar ogg rar webp bmp eot jpg otf svg woff bz2 eps jpeg pdf svgz woff2 class
   exe js pict swf xls css flac mid pls tar xlsx txt xml map html glb json`.split(/\s+/),
);

/** Set by the gateway in front (preview-gateway.mjs): the address of the client's connection. */
const PEER_HEADER = 'x-preview-peer-address';

function isStaticAsset(pathname) {
  const extension = pathname.split('.').at(-1).toLowerCase();
  return (
    pathname.startsWith('/assets/') ||
    pathname.startsWith('/.well-known') ||
    STATIC_EXTENSIONS.has(extension)
  );
}

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (request.method === 'GET' && isStaticAsset(url.pathname)) {
      const asset = await env.ASSETS.fetch(request.url);
      if (asset.status !== 404) return asset;
    }
    // What Oxygen adds to every request (the buyer's IP, place, a request id). They are the
    // gateway's: a client cannot choose its own buyer IP and so escape the per-client rate
    // limits (docs/decisions/0012). The buyer's IP is the connection's peer, which the Node
    // gateway (preview-gateway.mjs) passes on, so each local client has its own budget. Only the
    // test stacks let a client name its IP, so that each generated case or browser test can be a
    // client of its own.
    const headers = new Headers();
    for (const [name, value] of request.headers) {
      const lower = name.toLowerCase();
      if (!lower.startsWith('oxygen-buyer-') && lower !== PEER_HEADER) headers.set(name, value);
    }
    for (const [name, value] of Object.entries(env.OXYGEN_HEADERS)) headers.set(name, value);
    const peer = request.headers.get(PEER_HEADER);
    if (peer) headers.set('oxygen-buyer-ip', peer);
    const claimed = request.headers.get('oxygen-buyer-ip');
    if (env.TRUST_CLIENT_IP === '1' && claimed) headers.set('oxygen-buyer-ip', claimed);
    headers.set('request-id', crypto.randomUUID());
    return env.ENTRY.fetch(request, {headers});
  },
};
