import { OPS_STATUS_PATH, opsStatusSchema, type OpsStatus } from '@casino/shared';
import { useEffect, useState } from 'react';

// The BFF's ops status (a bare route under the ops token, docs/decisions/041-ops-status.md), read
// with the token the page holds in memory, polled at the pace the instances publish.

/** What one reading gave: the figures, or why there are none. */
export type OpsReading =
  | { kind: 'figures'; status: OpsStatus }
  | { kind: 'refused' }
  | { kind: 'off' }
  | { kind: 'failed' };

/** Reads the status once; never throws. */
export async function readOpsStatus(
  token: string,
  signal?: AbortSignal,
  fetcher: typeof fetch = fetch,
): Promise<OpsReading> {
  try {
    const response = await fetcher(OPS_STATUS_PATH, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      cache: 'no-store',
      credentials: 'omit',
      signal,
    });
    if (response.status === 401) return { kind: 'refused' };
    if (response.status === 503) {
      // Shed load answers 503 too: only the BFF's own words say the endpoints are off.
      const body: unknown = await response.json().catch(() => null);
      const off =
        typeof body === 'object' &&
        body !== null &&
        'message' in body &&
        typeof body.message === 'string' &&
        body.message.includes('OPS_TOKEN');
      return off ? { kind: 'off' } : { kind: 'failed' };
    }
    if (!response.ok) return { kind: 'failed' };
    const parsed = opsStatusSchema.safeParse(await response.json());
    return parsed.success ? { kind: 'figures', status: parsed.data } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** The fallback pace when no answer said one yet. */
const DEFAULT_POLL_MS = 5_000;

export interface OpsStatusState {
  /** The last figures read with this token; kept while a later reading fails. */
  status: OpsStatus | null;
  /** The last reading's outcome; null before the first one. */
  last: OpsReading['kind'] | null;
}

/**
 * Polls the status while a token is held (null: nothing is asked). A refused token stops the
 * polling: the page asks for another.
 */
export function useOpsStatus(token: string | null): OpsStatusState {
  const [state, setState] = useState<OpsStatusState>({ status: null, last: null });
  useEffect(() => {
    setState({ status: null, last: null });
    if (token === null) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const reading = await readOpsStatus(token, controller.signal);
      if (controller.signal.aborted) return;
      setState((previous) => ({
        status: reading.kind === 'figures' ? reading.status : previous.status,
        last: reading.kind,
      }));
      if (reading.kind === 'refused' || reading.kind === 'off') return;
      const pace = reading.kind === 'figures' ? reading.status.publishIntervalMs : DEFAULT_POLL_MS;
      timer = setTimeout(() => void poll(), pace);
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [token]);
  return state;
}
