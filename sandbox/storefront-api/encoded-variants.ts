/**
 * Shopify's `encodedVariantExistence` / `encodedVariantAvailability` (format "v1_"), which Hydrogen's
 * `decodeEncodedVariant` reads. Each variant is a tuple of option value positions; the tuples form a
 * trie: "i:" descends into value i of an option, "," closes it, and at the last option runs of
 * consecutive positions are written "a-b" and separated by spaces. Example: [[0,0],[0,1],[1,0]] →
 * "v1_0:0-1,1:0,".
 */
export function encodeVariants(tuples: readonly (readonly number[])[]): string {
  if (tuples.length === 0) return '';
  return `v1_${encodeLevel(tuples)}`;
}

function encodeLevel(tuples: readonly (readonly number[])[]): string {
  const groups = new Map<number, Array<readonly number[]>>();
  for (const tuple of tuples) {
    const head = tuple[0]!;
    groups.set(head, [...(groups.get(head) ?? []), tuple.slice(1)]);
  }
  const heads = [...groups.keys()].sort((a, b) => a - b);
  if (tuples[0]!.length === 1) return runs(heads);
  return heads.map((head) => `${head}:${encodeLevel(groups.get(head)!)},`).join('');
}

/** [0,1,2,4] → "0-2 4". */
function runs(sorted: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j > i ? `${sorted[i]}-${sorted[j]}` : `${sorted[i]}`);
    i = j + 1;
  }
  return parts.join(' ');
}
