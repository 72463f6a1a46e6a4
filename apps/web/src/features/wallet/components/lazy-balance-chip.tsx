import { lazy, Suspense } from 'react';
import { BalanceChipFrame } from './balance-chip-frame.js';

const LoadedChip = lazy(async () => ({
  default: (await import('./balance-chip.js')).BalanceChip,
}));

/**
 * The chip as the shell's header holds it: a guest has none, so its code (and the balance's
 * rules) loads once a player is there, its placeholder standing in meanwhile.
 */
export function LazyBalanceChip() {
  return (
    <Suspense fallback={<BalanceChipFrame amount={undefined} />}>
      <LoadedChip />
    </Suspense>
  );
}
