import type { Winner } from '@casino/shared';

// Winners carry no id upstream; the weekly list is newest first and moves on at its head.

const sameWinner = (a: Winner, b: Winner) =>
  a.login === b.login &&
  a.amount === b.amount &&
  a.currency === b.currency &&
  a.game.id === b.game.id;

/**
 * The winners at the head of `current` that `previous` did not have, oldest first, at most
 * `max` of them. With no previous list nothing is new (a fresh poller does not replay the week).
 */
export function newWinners(
  previous: readonly Winner[] | null,
  current: readonly Winner[],
  max: number,
): Winner[] {
  if (previous === null) return [];
  const head = previous[0];
  if (head === undefined) return current.slice(0, max).reverse();
  const index = current.findIndex((winner) => sameWinner(winner, head));
  const fresh = index === -1 ? current : current.slice(0, index);
  return fresh.slice(0, max).reverse();
}
