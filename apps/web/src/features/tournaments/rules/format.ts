// How a tournament's times read: its length in days and hours, its dates in the page's language.

const HOUR_MS = 3_600_000;

/** A length in whole days and the hours beside them (rounded to the hour). */
export function durationParts(ms: number): { days: number; hours: number } {
  const hours = Math.max(Math.round(ms / HOUR_MS), 0);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

/** "6 days", "4 hours", "1 day, 12 hours": each unit in the language's words, the zeros left out. */
export function formatDuration(ms: number, tag: string): string {
  const { days, hours } = durationParts(ms);
  const unit = (value: number, name: 'day' | 'hour') =>
    new Intl.NumberFormat(tag, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts = [
    days > 0 ? unit(days, 'day') : null,
    hours > 0 || days === 0 ? unit(hours, 'hour') : null,
  ];
  return new Intl.ListFormat(tag, { style: 'narrow', type: 'unit' }).format(
    parts.filter((part) => part !== null),
  );
}

/** A date and time in the language's short form. */
export function formatDateTime(iso: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
