// How the ops page writes its figures, in the page's language (an Intl locale tag).

export function formatNumber(locale: string, value: number, digits = 0): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A ratio (0 to 1) as a percentage with one decimal; null when there is nothing to divide. */
export function formatPercent(locale: string, ratio: number | null): string | null {
  if (ratio === null) return null;
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ratio);
}

/** Bytes in mebibytes, as memory figures are read. */
export function formatMebibytes(locale: string, bytes: number): string {
  return formatNumber(locale, bytes / 1_048_576, 0);
}

/** Milliseconds with one decimal under 10, whole above; null stays null. */
export function formatMs(locale: string, ms: number | null): string | null {
  if (ms === null) return null;
  return formatNumber(locale, ms, ms < 10 ? 1 : 0);
}

/** An uptime as its two largest units: 3 d 4 h, 2 h 5 min, 4 min 10 s, 12 s. */
export function uptimeParts(seconds: number): { unit: 'd' | 'h' | 'min' | 's'; value: number }[] {
  const whole = Math.max(0, Math.floor(seconds));
  const units = [
    { unit: 'd', value: Math.floor(whole / 86_400) },
    { unit: 'h', value: Math.floor((whole % 86_400) / 3_600) },
    { unit: 'min', value: Math.floor((whole % 3_600) / 60) },
    { unit: 's', value: whole % 60 },
  ] as const;
  const first = units.findIndex((part) => part.value > 0);
  if (first < 0) return [{ unit: 's', value: 0 }];
  return units.slice(first, first + 2).filter((part, index) => index === 0 || part.value > 0);
}

/**
 * The SVG path of a sparkline: the values left to right across `width`, scaled between 0 (or the
 * lowest value when it is negative) and the highest at the top, inside `height`. Null values are
 * gaps; fewer than two points draw nothing.
 */
export function sparklinePath(
  values: readonly (number | null)[],
  width: number,
  height: number,
): string {
  const known = values.filter((value): value is number => value !== null);
  if (values.length < 2 || known.length === 0) return '';
  const low = Math.min(0, ...known);
  const high = Math.max(...known);
  const span = high - low || 1;
  const step = width / (values.length - 1);
  let path = '';
  let pen = false;
  values.forEach((value, index) => {
    if (value === null) {
      pen = false;
      return;
    }
    const x = Math.round(index * step * 10) / 10;
    const y = Math.round((height - ((value - low) / span) * height) * 10) / 10;
    path += `${pen ? 'L' : 'M'}${String(x)} ${String(y)}`;
    pen = true;
  });
  return path;
}
