import { type UpstreamName, UPSTREAM_NAMES } from '@casino/upstream-contract';

/** What QA set for one upstream: added latency and the share of calls that fail with 503. */
export interface UpstreamQaSettings {
  latencyMs: number;
  errorRate: number;
}

export interface FaultDecision {
  latencyMs: number;
  fail: boolean;
}

const NONE: UpstreamQaSettings = { latencyMs: 0, errorRate: 0 };

/**
 * Deterministic fault injection. With error rate r, the k-th call since the setting changed fails
 * when floor(k × r) grows, i.e. exactly when the running count of failures due reaches a new whole
 * number: r = 1 fails every call, 0.5 every second call, 0.25 every fourth, 0 none.
 */
export class UpstreamFaults {
  readonly #settings = new Map<UpstreamName, UpstreamQaSettings>();
  readonly #calls = new Map<UpstreamName, number>();

  get(name: UpstreamName): UpstreamQaSettings {
    return { ...(this.#settings.get(name) ?? NONE) };
  }

  all(): Record<UpstreamName, UpstreamQaSettings> {
    return Object.fromEntries(UPSTREAM_NAMES.map((name) => [name, this.get(name)])) as Record<
      UpstreamName,
      UpstreamQaSettings
    >;
  }

  set(name: UpstreamName, patch: Partial<UpstreamQaSettings>): UpstreamQaSettings {
    const next = { ...this.get(name), ...patch };
    this.#settings.set(name, next);
    this.#calls.set(name, 0);
    return { ...next };
  }

  /** Counts one call to `name` and says how it is to be treated. */
  next(name: UpstreamName): FaultDecision {
    const settings = this.#settings.get(name) ?? NONE;
    const call = (this.#calls.get(name) ?? 0) + 1;
    this.#calls.set(name, call);
    const due = (count: number) => Math.floor(count * settings.errorRate + 1e-9);
    return { latencyMs: settings.latencyMs, fail: due(call) > due(call - 1) };
  }

  reset(): void {
    this.#settings.clear();
    this.#calls.clear();
  }
}

/** QA's geo settings: the country every visitor IP resolves to, and the blocked countries. */
export interface GeoSettings {
  country: string | null;
  blockedCountries: string[];
}

export const DEFAULT_GEO: GeoSettings = { country: null, blockedCountries: [] };
