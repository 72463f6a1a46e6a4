// Reads the result entries written by scripts/test.sh and the reports of the test runners they
// name (vitest's and Playwright's JSON reporters), prints one line per step and, last, the
// totals as `N passed, N failed`. Exits 1 when anything failed.
//
// Counting: passed and failed are test cases from the runners' reports. A failed check
// (typecheck, lint, format), a suite whose runner left no readable report, or a runner that
// failed while its report shows no failing test adds one failure, so a red run never prints
// "0 failed". A skipped test, or one left to be written, counts as failed: every test must run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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

const SLOWEST_SHOWN = 15;

/** [name, seconds] of each test file of a vitest report (its files' own run times). */
function vitestFiles(report) {
  if (!Array.isArray(report?.testResults)) return [];
  return report.testResults
    .filter((file) => typeof file.startTime === 'number' && typeof file.endTime === 'number')
    .map((file) => [relative(process.cwd(), file.name), (file.endTime - file.startTime) / 1000]);
}

/** [title, test] of each journey of a Playwright report, its title the path of its suites. */
function playwrightJourneys(report) {
  const found = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      const title = [...path, spec.title].filter(Boolean).join(' › ');
      for (const test of spec.tests ?? []) found.push([title, test]);
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) visit(suite, [suite.title]);
  return found;
}

/** [title, seconds] of each journey of a Playwright report (the sum of its attempts). */
function playwrightTests(report) {
  return playwrightJourneys(report).map(([title, test]) => [
    title,
    (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000,
  ]);
}

/** The first line of a failure's message, cut to a readable length. */
function firstLine(message) {
  const line =
    stripVTControlCharacters(String(message ?? ''))
      .split('\n')
      .map((part) => part.trim())
      .find((part) => part.length > 0) ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/** 'name: first line of its error' for each failed test of a vitest or Playwright report. */
function failedTests(report) {
  const found = [];
  for (const file of Array.isArray(report?.testResults) ? report.testResults : []) {
    const name = relative(process.cwd(), file.name ?? '');
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        found.push(
          `${name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`,
        );
      }
    }
    // A file that failed without a failing test (it did not load, a hook threw).
    if (
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((t) => t.status === 'failed')
    ) {
      found.push(`${name}: ${firstLine(file.message)}`);
    }
  }
  for (const [title, test] of playwrightJourneys(report)) {
    if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
    const error = (test.results ?? []).map((result) => result.error?.message).find(Boolean);
    found.push(`${title}${test.status === 'flaky' ? ' (flaky)' : ''}: ${firstLine(error)}`);
  }
  return found;
}

/** The slowest of [name, seconds] rows, as lines. */
function slowest(rows) {
  return [...rows]
    .sort((a, b) => b[1] - a[1])
    .slice(0, SLOWEST_SHOWN)
    .map(([name, seconds]) => `  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
}

/** ' (N s)' when the entry says how long its step took. */
function duration(entry) {
  return typeof entry.seconds === 'number' ? ` (${entry.seconds} s)` : '';
}

let passed = 0;
let failed = 0;
const lines = [];
const timings = [];
const failures = [];
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
  const report = readJson(entry.report);
  const counts = countsOf(report);
  const rows = [...vitestFiles(report), ...playwrightTests(report)];
  for (const failure of failedTests(report)) failures.push(`${entry.name}: ${failure}`);
  if (rows.length > 0) {
    const what = report?.stats ? 'journeys' : 'test files';
    timings.push(
      `${entry.name}: wall time ${String(entry.seconds ?? '?')} s; the ${SLOWEST_SHOWN} slowest ${what}:`,
      ...slowest(rows),
    );
  }
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

if (timings.length > 0) {
  console.log('\n=== timings');
  for (const line of timings) console.log(line);
}

// The failed tests last but one, so a log's tail names them.
if (failures.length > 0) {
  console.log('\n=== failed tests');
  for (const line of failures) console.log(`  ${line}`);
}

console.log('\n=== summary');
for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
