// The jackpots feature's public entry: the live jackpots and their total, pushed on the socket and
// polled while it is down (docs/decisions/019-live-jackpots.md).
export { useJackpotTotal } from './api/use-jackpot-total.js';
export { useLiveJackpots, type LiveJackpots } from './api/use-live-jackpots.js';
