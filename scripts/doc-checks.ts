// What keeps the docs level with the tree: every decision record says when it was taken and
// whether it still stands, and the living docs (README.md, docs/*.md) cite no file the repository
// no longer has. Decision records are history: the files they cite may be gone since, so only
// their links are held to the tree.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

/** A decision record's file name: its number, then its subject. */
const RECORD_NAME = /^(\d{3})-[a-z0-9-]+\.md$/;
const DATE_LINE = /^- Date: (\d{4}-\d{2}-\d{2})$/m;
const STATUS_LINE = /^- Status: (.+)$/m;
/** Accepted (an amendment may follow), or replaced by a later record. */
const STATUS = /^(Accepted\b|Superseded by \[?\d{3}\b)/;
const SUPERSEDED_BY = /superseded by \[?(\d{3})\b/gi;

/** What is wrong with one decision record; empty when nothing is. */
export function recordProblems(name: string, text: string, numbers: ReadonlySet<string>): string[] {
  const number = RECORD_NAME.exec(name)?.[1];
  if (number === undefined) return [`${name}: not named NNN-subject.md`];
  const problems: string[] = [];
  const date = DATE_LINE.exec(text)?.[1];
  if (date === undefined) problems.push(`${name}: no "- Date: YYYY-MM-DD" line`);
  else if (Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    problems.push(`${name}: ${date} is not a date`);
  }
  const status = STATUS_LINE.exec(text)?.[1];
  if (status === undefined) problems.push(`${name}: no "- Status: …" line`);
  else if (!STATUS.test(status)) {
    problems.push(`${name}: the status is neither Accepted nor "Superseded by NNN"`);
  } else {
    for (const [, by = ''] of status.matchAll(SUPERSEDED_BY)) {
      if (!numbers.has(by) || by <= number) {
        problems.push(`${name}: superseded by ${by}, which is no later record`);
      }
    }
  }
  return problems;
}

/** Files a build writes or a server answers: cited by name, never kept in the repository. */
const NOT_IN_THE_TREE = /(^|\/)(dist|dist-server|\.vite|node_modules)\//;
const FILE_EXTENSION = /\.(ts|tsx|mts|mjs|cjs|js|json|md|ya?ml|sh|css|html|conf|svg|txt)$/;

/**
 * The repository paths a text cites in backticks: a `/` inside, a file extension at the end and
 * nothing that makes it a pattern, a placeholder, a command or a URL path (those start with `/`).
 */
export function citedPaths(text: string): string[] {
  const paths = new Set<string>();
  for (const [, code = ''] of text.matchAll(/`([^`\n]+)`/g)) {
    const path = code.replace(/(#|:\d).*$/, '');
    if (!path.includes('/') || /[\s*{}<>$|[\]…]/.test(path) || /^(\/|https?:)/.test(path)) {
      continue;
    }
    if (FILE_EXTENSION.test(path) && !NOT_IN_THE_TREE.test(path)) paths.add(path);
  }
  return [...paths];
}

/** The relative links of a Markdown text, without their anchors. */
export function linkedPaths(text: string): string[] {
  const paths = new Set<string>();
  for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(https?:|mailto:|#)/.test(target)) continue;
    paths.add(target.replace(/#.*$/, ''));
  }
  return [...paths];
}

/** The repository's files, relative to its root, build outputs and dependencies left out. */
export function repositoryFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') && entry.name !== '.github') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (
          !['node_modules', 'dist', 'dist-server', 'test-results', 'coverage'].includes(entry.name)
        ) {
          walk(path);
        }
      } else files.push(relative(root, path).split('\\').join('/'));
    }
  };
  walk(root);
  return files;
}

/**
 * The cited paths of a doc that name no file: a path is found from the repository's root, from
 * the doc's folder, or as the end of a file's path (docs write `plugins/app/redis.ts` inside the
 * BFF's source).
 */
export function missingCitations(doc: string, text: string, files: readonly string[]): string[] {
  const known = new Set(files);
  const folder = posix.dirname(doc);
  return citedPaths(text).filter((path) => {
    const bare = path.replace(/^\.\//, '');
    return !(
      known.has(bare) ||
      known.has(posix.normalize(posix.join(folder, bare))) ||
      files.some((file) => file.endsWith(`/${bare}`))
    );
  });
}

/** The relative links of a doc that lead nowhere. */
export function brokenLinks(root: string, doc: string, text: string): string[] {
  return linkedPaths(text).filter((target) => !existsSync(join(root, dirname(doc), target)));
}

/** Every problem of the docs under `root`, one line each. */
export function docProblems(root: string): string[] {
  const files = repositoryFiles(root);
  const records = readdirSync(join(root, 'docs/decisions')).filter((name) => name.endsWith('.md'));
  const numbers = new Set(records.map((name) => name.slice(0, 3)));
  const problems: string[] = [];
  for (const name of records) {
    const doc = `docs/decisions/${name}`;
    const text = readFileSync(join(root, doc), 'utf8');
    problems.push(...recordProblems(name, text, numbers));
    problems.push(...brokenLinks(root, doc, text).map((link) => `${doc}: links to ${link}`));
  }
  const living = [
    'README.md',
    ...readdirSync(join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];
  for (const doc of living) {
    const text = readFileSync(join(root, doc), 'utf8');
    problems.push(...missingCitations(doc, text, files).map((path) => `${doc}: cites ${path}`));
    problems.push(...brokenLinks(root, doc, text).map((link) => `${doc}: links to ${link}`));
  }
  return problems;
}
