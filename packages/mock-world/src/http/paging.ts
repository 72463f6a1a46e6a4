import { z } from 'zod';
import { MockHttpError } from './errors.js';

/** Cursor paging of the contract: an opaque cursor (here, the offset), null on the last page. */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

const cursorSchema = z.string().regex(/^o[0-9]{1,9}$/);

export function encodeCursor(offset: number): string {
  return Buffer.from(`o${offset}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const parsed = cursorSchema.safeParse(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!parsed.success)
    throw new MockHttpError('invalid_request', 'The cursor is not one this list issued');
  return Number(parsed.data.slice(1));
}

export function cursorPage<T, R>(
  list: readonly T[],
  cursor: string | undefined,
  perPage: number,
  map: (item: T) => R,
): CursorPage<R> {
  const offset = decodeCursor(cursor);
  const end = offset + perPage;
  return {
    items: list.slice(offset, end).map(map),
    nextCursor: end < list.length ? encodeCursor(end) : null,
    total: list.length,
  };
}

/** Numbered pages (the account's tables): 1-based, with the page count. */
export function numberedPage<T, R>(
  list: readonly T[],
  page: number,
  perPage: number,
  map: (item: T) => R,
): { items: R[]; page: number; pageCount: number; total: number } {
  const pageCount = Math.ceil(list.length / perPage);
  // A page past the end reads as the last one, so the answer always describes real rows.
  const current = Math.min(page, Math.max(pageCount, 1));
  const start = (current - 1) * perPage;
  return {
    items: list.slice(start, start + perPage).map(map),
    page: current,
    pageCount,
    total: list.length,
  };
}
