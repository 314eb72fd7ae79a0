// The workerd process Miniflare spawned for the preview, and its resident memory from procfs.
// RSS is the whole process: every worker's isolate (ours, the preview router, Miniflare's cache
// service), the Cache API's SQLite pages, V8's code and workerd itself. Linux only; elsewhere the
// figures are null.
import {readFileSync, readdirSync} from 'node:fs';

/** The pid of this process's own workerd child (the bench runs one preview), or null. */
export function findWorkerdPid() {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null; // no procfs
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid && name === 'workerd') return Number(pid);
    } catch {
      // the process went away meanwhile
    }
  }
  return null;
}

/**
 * VmRSS (all resident pages) and RssAnon (heap-like pages: what a leak grows; the rest is the
 * mapped binary and files), bytes.
 * @returns {{rss: number, rssAnon: number} | null}
 */
export function residentMemory(pid) {
  if (pid === null) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    const rss = kb('VmRSS') * 1024;
    // A process that has exited but not been reaped yet has no memory lines.
    return Number.isFinite(rss) ? {rss, rssAnon: kb('RssAnon') * 1024} : null;
  } catch {
    return null;
  }
}
