import {
  FIRST_SCREEN_BOOTSTRAP_ID,
  FIRST_SCREEN_ROWS_ID,
  parseFirstScreenBootstrap,
  parseFirstScreenRows,
} from '@casino/shared';
import type { RouterOutputs } from '@casino/bff/router';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { ApiClients } from './trpc.js';

// The first screen's answers the BFF wrote into index.html (docs/decisions/028): read once before
// the first render, checked (packages/shared's first-screen.ts: its zod schemas' answers without
// loading zod in the shell), put into the query cache under the keys the first queries use, with
// now as their time, so that the page's first bootstrap.get and lobby query find them there and
// ask nothing. Whatever does not pass is left out and its query asks the BFF as before.

/** The element's text, taken out of the page; null without one. */
function take(doc: Document, id: string): string | null {
  const element = doc.getElementById(id);
  if (element === null) return null;
  element.remove();
  return element.textContent;
}

/** What was put into the cache, by procedure. */
export type Seeded = ('bootstrap.get' | 'lobby.main' | 'games.byCategory')[];

/**
 * Takes the first screen's elements out of the page and, with `seed`, puts their answers into the
 * query cache. Without it (a session handed over in the URL changes who the visitor is) they are
 * only removed.
 */
export function takeFirstScreen(
  { queryClient, trpcClient }: ApiClients,
  { seed = true, doc = document }: { seed?: boolean; doc?: Document } = {},
): Seeded {
  const bootstrap = parseFirstScreenBootstrap(take(doc, FIRST_SCREEN_BOOTSTRAP_ID));
  const rows = parseFirstScreenRows(take(doc, FIRST_SCREEN_ROWS_ID));
  if (!seed) return [];
  const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
  const seeded: Seeded = [];
  // The rows only beside the bootstrap they were chosen by (the lobby's language and currency).
  if (bootstrap === null) return seeded;
  // The BFF's own answers, checked where the shell reads them first.
  utils.bootstrap.get.setData(bootstrap.input, bootstrap.data as RouterOutputs['bootstrap']['get']);
  seeded.push('bootstrap.get');
  if (rows?.path === 'lobby.main') {
    utils.lobby.main.setData(rows.input, rows.data as RouterOutputs['lobby']['main']);
    seeded.push('lobby.main');
  } else if (rows?.path === 'games.byCategory') {
    // useInfiniteQuery's first page, whose cursor is null (tRPC's initialCursor default).
    utils.games.byCategory.setInfiniteData(rows.input, {
      pages: [rows.data as RouterOutputs['games']['byCategory']],
      pageParams: [null],
    });
    seeded.push('games.byCategory');
  }
  return seeded;
}
