/** Calls the mock has served, by upstream and by method + route pattern (QA's /qa excluded). */
export interface CountersSnapshot {
  total: number;
  byUpstream: Record<string, number>;
  byRoute: Record<string, number>;
}

export class CallCounters {
  #total = 0;
  readonly #byUpstream = new Map<string, number>();
  readonly #byRoute = new Map<string, number>();

  record(upstream: string, route: string): void {
    this.#total += 1;
    this.#byUpstream.set(upstream, (this.#byUpstream.get(upstream) ?? 0) + 1);
    this.#byRoute.set(route, (this.#byRoute.get(route) ?? 0) + 1);
  }

  snapshot(): CountersSnapshot {
    const sorted = (map: Map<string, number>) =>
      Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    return {
      total: this.#total,
      byUpstream: sorted(this.#byUpstream),
      byRoute: sorted(this.#byRoute),
    };
  }

  reset(): void {
    this.#total = 0;
    this.#byUpstream.clear();
    this.#byRoute.clear();
  }
}
