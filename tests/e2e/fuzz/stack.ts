/**
 * Where the fuzz suite's requests go: the e2e stack's storefront (only ever 127.0.0.1), its public
 * origin (what every Location, canonical link and accepted Origin must use) and the checkout's.
 */
export const PORT = Number(process.env.E2E_PORT || 3500);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT || 4500);

/** Requests are sent here, whatever Host header a case carries. */
export const TARGET_HOST = '127.0.0.1';
export const TARGET = `http://${TARGET_HOST}:${PORT}`;

/** PUBLIC_SHOP_ORIGIN of the e2e stack (scripts/e2e-server.mjs). */
export const SHOP_ORIGIN = `http://localhost:${PORT}`;

/** PUBLIC_CHECKOUT_DOMAIN: the sandbox, for hosted checkout URLs only. */
export const CHECKOUT_ORIGIN = `http://127.0.0.1:${SANDBOX_PORT}`;

/** The shop under its other loopback names; the app accepts these as its own Origin. */
export const SHOP_ALIASES = [SHOP_ORIGIN, `http://127.0.0.1:${PORT}`, `http://[::1]:${PORT}`];
