/**
 * Runs one surface: fast-check generates the cases from a seed (`fc.sample` gives exactly the
 * sequence `fc.assert` would), they are sent a few at a time in parallel, and the first failure
 * is replayed through `fc.assert` at its path so fast-check shrinks it and reports the seed, the
 * path and the smallest counterexample it finds within a time budget.
 */
import fc from 'fast-check';
import {checkResponse} from './checks';
import {CONCURRENCY, send, Unsendable} from './http';
import {describeRequest, type FuzzCase, type FuzzRequest} from './request';
import {TARGET} from './stack';

export interface Failure {
  surface: string;
  group: string;
  request: FuzzRequest;
  status: number | null;
  problems: string[];
  ms: number;
}

export interface SurfaceRun {
  cases: number;
  groups: Record<string, number>;
  statuses: Record<string, number>;
  unsendable: number;
  failures: Failure[];
  /** fast-check's report of the shrunk first failure, when there was one. */
  report: string | null;
}

/** Sends and checks one case: its status (null without an answer) and its problems. */
export type Evaluate = (
  request: FuzzRequest,
) => Promise<{status: number | null; problems: string[]; unsendable?: boolean}>;

const evaluateOnStack: Evaluate = async (request) => {
  try {
    const response = await send(request);
    return {status: response.status, problems: await checkResponse(request, response)};
  } catch (error) {
    if (error instanceof Unsendable) return {status: null, problems: [], unsendable: true};
    return {status: null, problems: [`no answer: ${(error as Error).message}`]};
  }
};

/** Runs `work` over `items`, `limit` at a time, in order of start. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
}

/** How long shrinking one failure may take before the smallest case so far is reported. */
const SHRINK_BUDGET_MS = 8_000;

export async function runSurface({
  surface,
  arbitrary,
  runs,
  seed,
  evaluate = evaluateOnStack,
  concurrency = CONCURRENCY,
  shrinkFailure = true,
}: {
  surface: string;
  arbitrary: fc.Arbitrary<FuzzCase>;
  runs: number;
  seed: number;
  evaluate?: Evaluate;
  concurrency?: number;
  /** Shrink the first failure (the caller may skip it when another run already did). */
  shrinkFailure?: boolean;
}): Promise<SurfaceRun> {
  const run: SurfaceRun = {
    cases: 0,
    groups: {},
    statuses: {},
    unsendable: 0,
    failures: [],
    report: null,
  };
  const cases = fc.sample(arbitrary, {seed, numRuns: runs});
  let firstFailure = -1;
  await pool(
    cases.map((fuzzCase, index) => ({fuzzCase, index})),
    concurrency,
    async ({fuzzCase, index}) => {
      const started = Date.now();
      const outcome = await evaluate(fuzzCase.request);
      const ms = Date.now() - started;
      if (outcome.unsendable) {
        run.unsendable++;
        return;
      }
      run.cases++;
      run.groups[fuzzCase.group] = (run.groups[fuzzCase.group] ?? 0) + 1;
      const status = String(outcome.status ?? 'none');
      run.statuses[status] = (run.statuses[status] ?? 0) + 1;
      if (outcome.problems.length === 0) return;
      run.failures.push({
        surface,
        ...fuzzCase,
        status: outcome.status,
        problems: outcome.problems,
        ms,
      });
      if (firstFailure < 0 || index < firstFailure) firstFailure = index;
    },
  );
  if (firstFailure >= 0 && shrinkFailure)
    run.report = await shrink(arbitrary, seed, runs, firstFailure, evaluate);
  return run;
}

/** fast-check's own report of the failure at `index`, shrunk. */
async function shrink(
  arbitrary: fc.Arbitrary<FuzzCase>,
  seed: number,
  runs: number,
  index: number,
  evaluate: Evaluate,
): Promise<string> {
  const deadline = Date.now() + SHRINK_BUDGET_MS;
  const property = fc.asyncProperty(arbitrary, async ({request}) => {
    // Past the budget every candidate "passes", so fast-check stops at the smallest failure yet.
    if (Date.now() > deadline) return;
    const {problems} = await evaluate(request);
    if (problems.length)
      throw new Error(`${problems.join('\n')}\n${describeRequest(request, TARGET)}`);
  });
  try {
    await fc.assert(property, {
      seed,
      numRuns: runs,
      path: String(index),
      includeErrorInReport: true,
    });
  } catch (error) {
    return (error as Error).message;
  }
  return `case ${index} of seed ${seed} passed when replayed (an intermittent failure)`;
}
