// Every reliability test prints what it measured, one line per figure, in a form a reader and a
// script can both take in: `[figure] name: value unit (target: …) [bounded|full]`.
import { FULL } from './scale.js';

export interface Figure {
  name: string;
  /** A measure, or a count read with its whole ('210 of 210'). */
  value: number | string;
  unit: string;
  target: string;
}

/** The figures printed so far by this test file, in order. */
export const printed: Figure[] = [];

function shown(value: number | string): string {
  if (typeof value === 'string' || Number.isInteger(value)) return String(value);
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2);
}

/** Prints one measured figure beside its target and answers the value. */
export function figure<V extends number | string>(
  name: string,
  value: V,
  unit: string,
  target: string,
): V {
  printed.push({ name, value, unit, target });
  const form = FULL ? 'full' : 'bounded';
  process.stdout.write(`[figure] ${name}: ${shown(value)} ${unit} (target: ${target}) [${form}]\n`);
  return value;
}

/** The q-quantile (0..1) of the values, nearest rank; NaN for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
