import { useEffect } from 'react';
import { useModals } from '../../../lib/modals.js';
import { useRealityCheck } from '../api/reality-check.js';

/** A little past the due time, so the BFF's clock has surely reached it. */
const DUE_MARGIN_MS = 500;

/**
 * Opens REALITY_CHECK when the BFF says a check is due: read again at the due time, and on every
 * page load (a reload or another tab meets the same open check until it is answered).
 */
export function RealityCheckWatcher() {
  const status = useRealityCheck();
  const { queue, open } = useModals();
  const data = status.data;
  const { refetch } = status;
  const waitMs =
    data === undefined || data.dueAt === null || data.due
      ? null
      : Date.parse(data.dueAt) - Date.parse(data.now);

  useEffect(() => {
    if (waitMs === null) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, waitMs) + DUE_MARGIN_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [waitMs, refetch]);

  const queued = queue.some((request) => request.name === 'REALITY_CHECK');
  const due = data?.due === true;
  useEffect(() => {
    if (due && !queued) open('REALITY_CHECK');
  }, [due, queued, open]);
  return null;
}
