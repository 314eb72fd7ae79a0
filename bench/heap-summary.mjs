// What a heap snapshot holds, by constructor: `node bench/heap-summary.mjs before.heapsnapshot
// after.heapsnapshot` prints the object kinds whose count or self size grew most between two
// snapshots (the memory phase writes them with `--heap-snapshots`). Self sizes only: enough to see
// which kind of object piles up; DevTools' Memory tab gives retainers and retained sizes.
import {readFile} from 'node:fs/promises';
import {pathToFileURL} from 'node:url';

/**
 * Count and self size per `type:name` (e.g. `object:Object`, `string`, `closure:get`).
 * @returns {Promise<{total: number, nodes: number, groups: Map<string, {count: number, size: number}>}>}
 */
export async function summarize(file) {
  const {snapshot, nodes, strings} = JSON.parse(await readFile(file, 'utf8'));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const groups = new Map();
  let total = 0;
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + typeAt]];
    // Strings and numbers are named by their value: grouped by type alone.
    const named = ['object', 'closure', 'native', 'hidden', 'array', 'code', 'synthetic'];
    const key = named.includes(type) ? `${type}:${strings[nodes[i + nameAt]]}` : type;
    const size = nodes[i + sizeAt];
    const group = groups.get(key) ?? {count: 0, size: 0};
    group.count += 1;
    group.size += size;
    groups.set(key, group);
    total += size;
  }
  return {total, nodes: nodes.length / width, groups};
}

async function main() {
  const [beforeFile, afterFile] = process.argv.slice(2);
  if (!beforeFile) throw new Error('usage: node bench/heap-summary.mjs [before] after');
  const after = await summarize(afterFile ?? beforeFile);
  const before = afterFile ? await summarize(beforeFile) : {total: 0, nodes: 0, groups: new Map()};
  const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(2)} MB`;
  console.log(
    `self sizes: ${mb(before.total)} → ${mb(after.total)}; nodes ${before.nodes} → ${after.nodes}`,
  );
  const rows = [...after.groups].map(([key, {count, size}]) => {
    const old = before.groups.get(key) ?? {count: 0, size: 0};
    return {key, count, size, countDelta: count - old.count, sizeDelta: size - old.size};
  });
  rows.sort((a, b) => b.sizeDelta - a.sizeDelta);
  for (const row of rows.slice(0, 30)) {
    console.log(
      `${mb(row.sizeDelta).padStart(10)}  ${String(row.countDelta).padStart(8)} objects  ` +
        `(now ${mb(row.size)}, ${row.count})  ${row.key.slice(0, 80)}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
