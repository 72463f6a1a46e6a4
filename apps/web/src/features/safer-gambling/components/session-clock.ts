import { useEffect, useState } from 'react';

/** Elapsed time as h:mm:ss ("0:05:09", "12:00:00"), the same in every language. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const two = (value: number) => String(value).padStart(2, '0');
  return `${String(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/**
 * The session's elapsed time, ticking every second: counted from the BFF's answer (its start and
 * its now), so a device whose clock is off still shows the server's count.
 */
export function useElapsed(startedAt: string | undefined, serverNow: string | undefined): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setTick(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, []);
  const [answeredAt, setAnsweredAt] = useState(() => Date.now());
  useEffect(() => {
    setAnsweredAt(Date.now());
  }, [serverNow]);
  if (startedAt === undefined || serverNow === undefined) return 0;
  return Date.parse(serverNow) - Date.parse(startedAt) + Math.max(0, tick - answeredAt);
}
