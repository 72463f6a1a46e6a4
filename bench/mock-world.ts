// How fast the mock world starts: tests start many, so generation must stay well under a second.
// Run: pnpm bench:mock-world (prints its figures; nothing is asserted).
import { createMockWorld, startMockUpstreams, worldDigest } from '@casino/mock-world';

const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const generate: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  worldDigest(createMockWorld(1_000 + run));
  generate.push(performance.now() - started);
}

const listen: number[] = [];
const firstGames: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  let started = performance.now();
  const world = await startMockUpstreams({ seed: 2_000 + run });
  listen.push(performance.now() - started);
  started = performance.now();
  const answer = await fetch(`${world.urls.casino}/games?category=slots&per_page=15`);
  await answer.arrayBuffer();
  firstGames.push(performance.now() - started);
  await world.close();
}

const row = (name: string, values: number[]) =>
  `${name.padEnd(40)} median ${median(values).toFixed(1).padStart(7)} ms   max ${Math.max(...values)
    .toFixed(1)
    .padStart(7)} ms`;

console.log(`mock world, ${RUNS} runs each (Node ${process.version})`);
console.log(row('generate the whole world (cold)', generate));
console.log(row('startMockUpstreams until listening', listen));
console.log(row('first GET /casino/games (lazy catalogue)', firstGames));
