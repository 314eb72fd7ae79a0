/**
 * Reading single configuration values (docs/architecture.md#configuration): a missing required
 * value raises `Missing configuration variable NAME` (docs/product.md#errors); a malformed one
 * names the variable too.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type RawEnv = Record<string, string | undefined>;

export function optional(env: RawEnv, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

export function required(env: RawEnv, name: string): string {
  const value = optional(env, name);
  if (value === null) throw new ConfigError(`Missing configuration variable ${name}`);
  return value;
}

/** A bare host means https, as the Storefront client reads it; an explicit http scheme is kept. */
export function toOrigin(name: string, value: string): string {
  const withScheme = value.includes('://') ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ConfigError(
      `Invalid configuration variable ${name}: "${value}" is not a host or origin`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(
      `Invalid configuration variable ${name}: only http(s) origins are allowed`,
    );
  }
  return url.origin;
}
