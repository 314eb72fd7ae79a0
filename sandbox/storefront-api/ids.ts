/** Shopify global ids: `gid://shopify/Product/8140000000001`. */
export function gid(type: string, id: number | string): string {
  return `gid://shopify/${type}/${id}`;
}

/** `{type, id}` for a well-formed gid, else null. Query strings (`?…`) on gids are ignored, as Shopify does. */
export function parseGid(value: string): {type: string; id: number} | null {
  const match = /^gid:\/\/shopify\/(\w+)\/(\d+)(\?.*)?$/.exec(value);
  return match ? {type: match[1]!, id: Number(match[2])} : null;
}
