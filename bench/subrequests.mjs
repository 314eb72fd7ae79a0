// Explains the ratios: how many sandbox (Storefront API) calls one warm page view makes, and how
// long the sandbox spent on them. Read from the sandbox inspector's request log
// (GET /sandbox/api/requests?since=<id>), so it needs no access to the worker.

/** Highest request id logged so far (0 when the log is empty), inspector calls included. */
async function lastId(sandboxUrl) {
  const response = await fetch(`${sandboxUrl}/sandbox/api/requests?limit=1`);
  if (!response.ok) throw new Error(`sandbox inspector answered ${response.status}`);
  const {requests} = await response.json();
  return requests[0]?.id ?? 0;
}

/**
 * One GET of `url` (already warm), then the sandbox calls it caused. Only meaningful while nothing
 * else talks to the sandbox, i.e. between load runs.
 * @returns {Promise<{calls: number, sandboxMs: number, operations: string[]} | {error: string}>}
 */
export async function countSubrequests(sandboxUrl, url, headers) {
  try {
    const before = await lastId(sandboxUrl);
    const page = await fetch(url, {headers});
    await page.arrayBuffer();
    // Deferred loader data streams within the body, so all calls are logged by now; the short
    // pause covers the worker's waitUntil work (e.g. cache writes) finishing after the response.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const response = await fetch(`${sandboxUrl}/sandbox/api/requests?since=${before}&limit=500`);
    /** @type {{requests: {service: string, path: string, durationMs: number, operationName: string | null}[]}} */
    const {requests: logged} = await response.json();
    // The inspector logs its own API calls too; those are ours, not the page's.
    const requests = logged.filter((r) => r.service !== 'inspector');
    return {
      calls: requests.length,
      sandboxMs: Math.round(requests.reduce((sum, r) => sum + r.durationMs, 0) * 10) / 10,
      // Oldest first, so the list reads in the order the worker made the calls.
      operations: requests.reverse().map((r) => r.operationName ?? `${r.service} ${r.path}`),
    };
  } catch (error) {
    return {error: error instanceof Error ? error.message : String(error)};
  }
}
