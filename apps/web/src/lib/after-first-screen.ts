import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle.js';

/**
 * How long after the page's load event the work that serves nothing on the first screen starts
 * (the live channel, the footer's sections): on a slow link their bytes and round trips would
 * come before the first screen's tiles.
 */
export const AFTER_FIRST_SCREEN_MS = 1_500;
/** The longest the same work then waits for an idle main thread. */
const IDLE_TIMEOUT_MS = 1_000;

/** Runs `run` once, AFTER_FIRST_SCREEN_MS after the load event, when idle; returns the cancel. */
export function afterFirstScreen(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    timer = setTimeout(() => {
      cancelIdle = whenIdle(run, IDLE_TIMEOUT_MS);
    }, AFTER_FIRST_SCREEN_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    if (timer !== undefined) clearTimeout(timer);
    cancelIdle?.();
  };
}

/** False until afterFirstScreen's moment has come; true from then on. */
export function useAfterFirstScreen(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (due) return;
    return afterFirstScreen(() => {
      setDue(true);
    });
  }, [due]);
  return due;
}
