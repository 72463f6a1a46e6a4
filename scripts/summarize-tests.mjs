// Reads the result entries written by scripts/test.sh and the reports of the test runners they
// name (vitest's and Playwright's JSON reporters), prints one line per step and, last, the
// totals as `N passed, N failed`. Exits 1 when anything failed.
//
// Counting: passed and failed are test cases from the runners' reports. A failed check
// (typecheck, lint, format), a suite whose runner left no readable report, or a runner that
// failed while its report shows no failing test adds one failure, so a red run never prints
// "0 failed". A skipped test, or one left to be written, counts as failed: every test must run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'reports/results';

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Test counts from a vitest or Playwright JSON report, or undefined when it is neither. */
function countsOf(report) {
  if (report && typeof report.numPassedTests === 'number') {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  }
  if (report?.stats && typeof report.stats.expected === 'number') {
    return {
      passed: report.stats.expected,
      // A test that passed only on retry is flaky, and flaky is a bug.
      failed: report.stats.unexpected + (report.stats.flaky ?? 0),
      skipped: report.stats.skipped ?? 0,
    };
  }
  return undefined;
}

/** ' (N s)' when the entry says how long its step took. */
function duration(entry) {
  return typeof entry.seconds === 'number' ? ` (${entry.seconds} s)` : '';
}

let passed = 0;
let failed = 0;
const lines = [];
const entries = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : [];

for (const file of entries) {
  const entry = readJson(join(dir, file));
  if (!entry) {
    failed += 1;
    lines.push(`${file}: unreadable result entry`);
    continue;
  }
  if (entry.kind === 'check') {
    if (entry.status !== 'passed') failed += 1;
    lines.push(`check ${entry.name}: ${entry.status}${duration(entry)}`);
    continue;
  }
  const counts = countsOf(readJson(entry.report));
  if (!counts) {
    failed += 1;
    lines.push(
      `suite ${entry.name}: no readable report at ${entry.report} (exit ${entry.exitCode})${duration(entry)}`,
    );
    continue;
  }
  let suiteFailed = counts.failed + counts.skipped;
  if (entry.exitCode !== 0 && suiteFailed === 0) suiteFailed = 1;
  passed += counts.passed;
  failed += suiteFailed;
  const extra = [
    counts.skipped ? `${counts.skipped} skipped (counted as failed)` : '',
    entry.exitCode !== 0 && counts.failed + counts.skipped === 0
      ? `runner exited ${entry.exitCode}`
      : '',
  ].filter(Boolean);
  lines.push(
    `suite ${entry.name}: ${counts.passed} passed, ${counts.failed} failed${extra.length ? ` (${extra.join('; ')})` : ''}${duration(entry)}`,
  );
}

if (entries.length === 0) {
  failed += 1;
  lines.push(`no results in ${dir}`);
}

console.log('\n=== summary');
for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
