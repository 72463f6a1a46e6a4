import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citedPaths, docProblems, missingCitations, recordProblems } from './doc-checks.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NUMBERS = new Set(['007', '023', '043']);

function record(head: string): string {
  return `# 023 — One lean path for every read\n\n${head}\n\n## Context\n\nText.\n`;
}

describe('a decision record', () => {
  it('passes with a date and an accepted status, amended or not', () => {
    const name = '023-lean-read-path.md';
    expect(recordProblems(name, record('- Date: 2026-11-24\n- Status: Accepted'), NUMBERS)).toEqual(
      [],
    );
    expect(
      recordProblems(
        '007-hot-queries.md',
        record(
          '- Date: 2026-11-22\n- Status: Accepted; its route is superseded by [023](023-x.md)',
        ),
        NUMBERS,
      ),
    ).toEqual([]);
    expect(
      recordProblems(
        '007-hot-queries.md',
        record('- Date: 2026-11-22\n- Status: Superseded by 043'),
        NUMBERS,
      ),
    ).toEqual([]);
  });

  it('fails without a date or a status, or with a status that names no later record', () => {
    const name = '023-lean-read-path.md';
    expect(recordProblems(name, record('- Status: Accepted'), NUMBERS)).toEqual([
      `${name}: no "- Date: YYYY-MM-DD" line`,
    ]);
    expect(recordProblems(name, record('- Date: 2026-11-24'), NUMBERS)).toEqual([
      `${name}: no "- Status: …" line`,
    ]);
    expect(recordProblems(name, record('- Date: 2026-13-40\n- Status: Proposed'), NUMBERS)).toEqual(
      [
        `${name}: 2026-13-40 is not a date`,
        `${name}: the status is neither Accepted nor "Superseded by NNN"`,
      ],
    );
    expect(
      recordProblems(name, record('- Date: 2026-11-24\n- Status: Superseded by 007'), NUMBERS),
    ).toEqual([`${name}: superseded by 007, which is no later record`]);
    expect(
      recordProblems(name, record('- Date: 2026-11-24\n- Status: Superseded by 099'), NUMBERS),
    ).toEqual([`${name}: superseded by 099, which is no later record`]);
  });
});

describe('the paths a doc cites', () => {
  it('are backticked file paths, not URLs, patterns, placeholders or build outputs', () => {
    const text = [
      '`apps/bff/src/config.ts`, `plugins/app/redis.ts:42`, `docs/OPERATIONS.md#traces`,',
      '`/sw.js`, `http://127.0.0.1:3000/x.js`, `apps/web/dist/index.html`, `<mock>/qa/x.json`,',
      '`src/**/*.test.ts`, `lumo:`, `config.ts`, `pnpm -F @casino/web run build`',
    ].join('\n');
    expect(citedPaths(text)).toEqual([
      'apps/bff/src/config.ts',
      'plugins/app/redis.ts',
      'docs/OPERATIONS.md',
    ]);
  });

  it('must name a file: from the root, from the doc, or as the end of a file’s path', () => {
    const files = ['apps/bff/src/plugins/app/redis.ts', 'docs/OPERATIONS.md', 'README.md'];
    const text =
      '`apps/bff/src/plugins/app/redis.ts` `plugins/app/redis.ts` `OPERATIONS.md` `../README.md` `upstreams/wire.ts`';
    expect(missingCitations('docs/ARCHITECTURE.md', text, files)).toEqual(['upstreams/wire.ts']);
  });
});

describe('the docs of this repository', () => {
  it('date and state every decision record, and cite and link only what exists', () => {
    expect(docProblems(ROOT)).toEqual([]);
  });
});
