import { DEV_OPS_TOKEN } from '../config.js';

// For tests: one sample of Prometheus' text format, found by name and labels.

function labelsOf(text: string | undefined): Record<string, string> {
  const labels: Record<string, string> = {};
  if (text === undefined) return labels;
  for (const match of text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
    const [, name, value] = match;
    if (name !== undefined && value !== undefined) labels[name] = value;
  }
  return labels;
}

/**
 * The value of the sample `name` whose labels include `labels`, or 0 when there is none yet (a
 * counter that has not moved has no sample): tests compare values before and after traffic.
 */
export function sampleValue(
  text: string,
  name: string,
  labels: Readonly<Record<string, string>> = {},
): number {
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const found = labelsOf(match[2]);
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      return Number(match[3]);
    }
  }
  return 0;
}

/** Whether the text has a sample of `name` at all. */
export function hasSample(text: string, name: string): boolean {
  return text
    .split('\n')
    .some((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`));
}

/** The header that opens /metrics and the ops status in mock mode without OPS_TOKEN. */
export const MOCK_OPS_AUTH: Readonly<Record<string, string>> = {
  authorization: `Bearer ${DEV_OPS_TOKEN}`,
};
