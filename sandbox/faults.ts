/**
 * Fault injection for tests: "the next N requests to service S answer status X". Lets the
 * storefront's tests prove it shows its error pages without stopping the sandbox.
 */
export interface Fault {
  status: number;
  remaining: number;
}

export class Faults {
  readonly #pending = new Map<string, Fault>();

  set(service: string, status: number, count: number): void {
    this.#pending.set(service, {status, remaining: count});
  }

  /** The status to fail this request with, if a fault is armed for the service; uses it up. */
  take(service: string): number | undefined {
    const fault = this.#pending.get(service);
    if (!fault) return undefined;
    if (--fault.remaining <= 0) this.#pending.delete(service);
    return fault.status;
  }

  clear(): void {
    this.#pending.clear();
  }

  list(): Record<string, Fault> {
    return Object.fromEntries(this.#pending);
  }
}
