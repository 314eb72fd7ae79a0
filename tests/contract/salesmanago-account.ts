import type {MarketingAutomationConfig} from '~/lib/marketing/config.server';

/** `.env.example`'s SALESmanago account, against a test sandbox at `origin`. */
export const sandboxAutomation = (origin: string): MarketingAutomationConfig => ({
  clientId: 'psbx7k2m9q1w',
  apiKey: 'sm_passo_sandbox_key',
  apiSecret: 'sm_passo_sandbox_secret_0c5e',
  owner: 'marketing@passo.example',
  apiOrigin: origin,
  scriptUrl: `${origin}/static/sm.js`,
  cartExpirySeconds: 43_200,
  contactCookieDays: 3650,
});
