import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = new URL('./summarize-tests.mjs', import.meta.url).pathname;

let dir: string | undefined;
afterEach(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Writes the runners' reports and a result entry per suite, runs the summary, gives its lines. */
function summarize(suites: Record<string, { report: unknown; seconds: number }>): string[] {
  const root = mkdtempSync(join(tmpdir(), 'summary-'));
  dir = root;
  mkdirSync(join(root, 'results'));
  for (const [name, { report, seconds }] of Object.entries(suites)) {
    const path = join(root, `${name}.json`);
    writeFileSync(path, JSON.stringify(report));
    const entry = { kind: 'suite', name, exitCode: 0, report: path, seconds };
    writeFileSync(join(root, 'results', `suite-${name}.json`), JSON.stringify(entry));
  }
  return execFileSync('node', [SCRIPT, join(root, 'results')], { encoding: 'utf8' })
    .trim()
    .split('\n');
}

const unit = {
  numPassedTests: 20,
  numFailedTests: 0,
  testResults: Array.from({ length: 20 }, (_, i) => ({
    name: join(process.cwd(), `file-${String(i)}.test.ts`),
    startTime: 0,
    endTime: (i + 1) * 100,
  })),
};

const e2e = {
  stats: { expected: 2, unexpected: 0, flaky: 0, skipped: 0 },
  suites: [
    {
      title: 'lobby.spec.ts',
      specs: [{ title: 'fast', tests: [{ results: [{ duration: 1200 }] }] }],
      suites: [
        {
          title: 'a group',
          specs: [{ title: 'slow', tests: [{ results: [{ duration: 9400 }] }] }],
        },
      ],
    },
  ],
};

describe('the test summary', () => {
  it('prints each suite wall time and its slowest journeys or files, slowest first', () => {
    const lines = summarize({
      e2e: { report: e2e, seconds: 42 },
      unit: { report: unit, seconds: 31 },
    });
    expect(lines).toContain('e2e: wall time 42 s; the 15 slowest journeys:');
    const slow = lines.indexOf('     9.4 s  lobby.spec.ts › a group › slow');
    expect(slow).toBeGreaterThan(-1);
    expect(slow).toBeLessThan(lines.indexOf('     1.2 s  lobby.spec.ts › fast'));
    expect(lines).toContain('unit: wall time 31 s; the 15 slowest test files:');
    expect(lines[lines.indexOf('unit: wall time 31 s; the 15 slowest test files:') + 1]).toBe(
      '     2.0 s  file-19.test.ts',
    );
  });

  it('shows at most 15 of a suite and keeps the totals as the last line', () => {
    const lines = summarize({
      e2e: { report: e2e, seconds: 42 },
      unit: { report: unit, seconds: 31 },
    });
    expect(lines.filter((line) => line.endsWith('.test.ts'))).toHaveLength(15);
    expect(lines).toContain('     0.6 s  file-5.test.ts');
    expect(lines).not.toContain('     0.5 s  file-4.test.ts');
    expect(lines.at(-1)).toBe('22 passed, 0 failed');
  });

  it('names each failed test with the first line of its error, before the totals', () => {
    const failingUnit = {
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: join(process.cwd(), 'a.test.ts'),
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            {
              status: 'failed',
              fullName: 'a group times out',
              failureMessages: ['\u001b[31mError: timed out\u001b[39m\n    at a.test.ts:3'],
            },
          ],
        },
      ],
    };
    const failingE2e = {
      stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 },
      suites: [
        {
          title: 'kit.spec.ts',
          specs: [
            {
              title: 'holds still',
              tests: [
                {
                  status: 'unexpected',
                  results: [{ duration: 10, error: { message: 'Expected: < 0.05' } }],
                },
              ],
            },
          ],
        },
      ],
    };
    const root = mkdtempSync(join(tmpdir(), 'summary-'));
    dir = root;
    mkdirSync(join(root, 'results'));
    for (const [name, report] of Object.entries({ unit: failingUnit, e2e: failingE2e })) {
      const path = join(root, `${name}.json`);
      writeFileSync(path, JSON.stringify(report));
      const entry = { kind: 'suite', name, exitCode: 1, report: path, seconds: 1 };
      writeFileSync(join(root, 'results', `suite-${name}.json`), JSON.stringify(entry));
    }
    let output = '';
    try {
      execFileSync('node', [SCRIPT, join(root, 'results')], { encoding: 'utf8' });
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    const lines = output.trim().split('\n');
    const heading = lines.indexOf('=== failed tests');
    expect(heading).toBeGreaterThan(-1);
    expect(lines).toContain('  unit: a.test.ts › a group times out: Error: timed out');
    expect(lines).toContain('  e2e: kit.spec.ts › holds still: Expected: < 0.05');
    expect(lines).not.toContain('  unit: a.test.ts › a works: ');
    expect(heading).toBeLessThan(lines.indexOf('=== summary'));
    expect(lines.at(-1)).toBe('1 passed, 2 failed');
  });
});
