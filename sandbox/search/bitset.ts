/**
 * Fixed-size bit sets over an index's records (bit i = record i). Filters become word-wide ANDs
 * and ORs: a 400 000-record catalogue is 12 500 words, so combining clauses costs microseconds.
 */
export type Bits = Uint32Array;

function wordsFor(size: number): number {
  return (size + 31) >>> 5;
}

export function emptyBits(size: number): Bits {
  return new Uint32Array(wordsFor(size));
}

export function fullBits(size: number): Bits {
  const bits = new Uint32Array(wordsFor(size)).fill(0xffffffff);
  clearTail(bits, size);
  return bits;
}

export function setBit(bits: Bits, i: number): void {
  bits[i >>> 5] |= 1 << (i & 31);
}

export function hasBit(bits: Bits, i: number): boolean {
  return (bits[i >>> 5] & (1 << (i & 31))) !== 0;
}

/** Sets bits [from, to). */
export function setRange(bits: Bits, from: number, to: number): void {
  for (let i = from; i < to; i++) bits[i >>> 5] |= 1 << (i & 31);
}

/** `target &= other`, in place. */
export function andInto(target: Bits, other: Bits): void {
  for (let w = 0; w < target.length; w++) target[w] &= other[w];
}

/** `target |= other`, in place. */
export function orInto(target: Bits, other: Bits): void {
  for (let w = 0; w < target.length; w++) target[w] |= other[w];
}

/** A new set holding the records NOT in `bits` (bits past `size` stay clear). */
export function complement(bits: Bits, size: number): Bits {
  const out = new Uint32Array(bits.length);
  for (let w = 0; w < bits.length; w++) out[w] = ~bits[w];
  clearTail(out, size);
  return out;
}

/** Writes the set records, ascending, into `out`; returns how many there are. */
export function listBits(bits: Bits, out: Int32Array): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w];
    const base = w << 5;
    while (word !== 0) {
      const low = word & -word;
      out[n++] = base + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return n;
}

function clearTail(bits: Bits, size: number): void {
  const spare = (bits.length << 5) - size;
  if (spare > 0) bits[bits.length - 1] &= 0xffffffff >>> spare;
}
