import type { QueryValue } from '../http-client.js';

/** Numbers, UUIDs and long hex ids become ':id', so a metric label does not grow per id. */
export function routeLabel(path: string): string {
  const [pathname = ''] = path.split('?');
  return pathname
    .split('/')
    .map((segment) =>
      /^\d+$/.test(segment) ||
      /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(segment) ||
      /^[0-9a-f]{16,}$/i.test(segment)
        ? ':id'
        : segment,
    )
    .join('/');
}

/** Absent and null values are left out; an array repeats its name once per item. */
export function queryString(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (query === undefined) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values: readonly (string | number | boolean)[] = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(name, String(item));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
