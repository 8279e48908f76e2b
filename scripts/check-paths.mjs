#!/usr/bin/env node
/**
 * Docs that cannot drift (part of `npm run lint`): every repository path named in the docs (`README.md`,
 * `docs/`, `prisma-free-mock/README.md`, `prisma-free-mock/docs/`) or in a code comment (`src/`,
 * `prisma-free-mock/src/`, `scripts/`, `tests/`, `e2e/`, `bench/`) must exist, and no comment or doc cites an
 * issue number: they cite decisions (`docs/decisions/NNNN`), which live in the repository.
 *
 * What counts as a path, and where it is looked for (docs/decisions/0039):
 * - **Rooted**: starts with a top-level folder (`src/`, `docs/`, `prisma-free-mock/`, …, see ROOTS) or `@/`
 *   (the import alias for `src/`). It must exist from the repository's root, as written or with a module's
 *   extension left off (`src/server/loaders/navigation` is `navigation.ts`). Inside `prisma-free-mock/` a path
 *   may also be read from `prisma-free-mock/`, as the stand-in writes its own paths (its `src/`, its `docs/`).
 * - **Relative**: a name with a file extension (EXTENSIONS), with or without folders in front
 *   (`server/tables/apply.ts`, `loaders/global.ts`, `apply.ts`). It must be the end of some file's path in the
 *   repository, so a moved or renamed file is caught wherever it is cited, in whatever folder it is written from.
 * - **Markdown links** (`[text](target)`) to anything but a URL or an anchor: relative to the linking file.
 * - **A dependency's file** (`next/dist/…`, `node_modules/next/…`): it must exist in `node_modules/`.
 * - A `*` is a glob over the repository's files and must match one. A decision may be cited by its number alone
 *   (`docs/decisions/0015`).
 * - Skipped: a name with a placeholder (`<area>`, `NNNN`, `…`, `{`); a name followed by `(new)` or `(removed)`,
 *   which a walk-through or a decision uses for a file it adds or one that is gone; what a run writes
 *   (`bench/results/`); a bare `.js` or `.json` name (`Next.js`, `res.json`).
 * Comments are read with TypeScript's parser (so `//` in a string is not a comment); CSS comments by pattern.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOTS = [
  'src',
  'docs',
  'prisma-free-mock',
  'scripts',
  'tests',
  'e2e',
  'bench',
  'deploy',
  '.ci',
  'public',
];
const EXTENSIONS = ['ts', 'tsx', 'mts', 'mjs', 'js', 'cjs', 'css', 'md', 'json', 'conf', 'sh', 'yml', 'yaml'];
const GENERATED = /^bench\/results\//;
const MARKED = /^`?\s+\((new|removed)\)/;
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.d.mts', '/index.ts', '/index.tsx'];

const DOCS = /^(README\.md|docs\/.*\.md|prisma-free-mock\/README\.md|prisma-free-mock\/docs\/.*\.md)$/;
const CODE = /^(src|prisma-free-mock\/src|scripts|tests|e2e|bench)\/.*\.(ts|tsx|mts|mjs|js|cjs|css)$/;
/** Not checked: what a run writes, and the bare reference app the benchmarks measure against. */
const SKIPPED = /^bench\/(results|reference)\//;

const rootedPattern = ROOTS.map((r) => r.replace('.', '\\.')).join('|');
/** A rooted path: a top-level folder (or `@/`) and at least one more segment, or the folder itself with a slash. */
const ROOTED = new RegExp(`(?<![\\w./@-])(?:@/|(?:${rootedPattern})/)[\\w.@\\[\\]*/-]*`, 'g');
/** A relative file name: segments and a known extension, not preceded by something that makes it a URL. */
const RELATIVE = new RegExp(
  `(?<![\\w./@:*-])(?:[\\w@\\[\\]*-][\\w.@\\[\\]*-]*/)*[\\w\\[\\]*-][\\w.@\\[\\]*-]*\\.(?:${EXTENSIONS.join('|')})(?![\\w/(-])`,
  'g',
);
const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
/** An issue cited by its number (with or without `#`) or its quoted title: the repository holds no issues. */
const ISSUE_CITATION = /\bissues?\s+(?:#?\d+|"[^"\n]+")/i;
const PLACEHOLDER = /[<>…{}]|NNNN/;

/** The files and folders of a repository, as a set of paths relative to its root (folders end without a slash). */
function indexPaths(files) {
  const known = new Set();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i <= parts.length; i += 1) known.add(parts.slice(0, i).join('/'));
  }
  return known;
}

/** The comments of a source file, each with the line it starts on. */
export function commentsOf(file, text) {
  if (file.endsWith('.css')) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ text: m[0], line: lineAt(text, m.index) }));
  }
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts') || file.endsWith('.mts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map();
  const collect = (ranges) => {
    for (const r of ranges ?? [])
      seen.set(r.pos, { text: text.slice(r.pos, r.end), line: lineAt(text, r.pos) });
  };
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  return [...seen.values()];
}

function lineAt(text, index) {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** Trailing punctuation a sentence adds to a path (`docs/decisions/.`), and a markdown link's unpaired bracket. */
function tidy(candidate) {
  let c = candidate.replace(/[.,:;]+$/, '');
  const count = (ch) => c.split(ch).length - 1;
  while (c.startsWith('[') && count('[') > count(']')) c = c.slice(1);
  while (c.endsWith(']') && count(']') > count('[')) c = c.slice(0, -1);
  return c.replace(/[.,:;]+$/, '');
}

function globMatches(pattern, known, { anyFolder = false } = {}) {
  const re = new RegExp(
    `^${anyFolder ? '(?:.*/)?' : ''}${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]*')}$`,
  );
  for (const p of known) if (re.test(p)) return true;
  return false;
}

function existsAt(candidate, known) {
  const bare = candidate.replace(/\/+$/, '');
  if (bare.includes('*')) return globMatches(bare, known);
  // A decision is cited by its number: docs/decisions/0015 is docs/decisions/0015-….md.
  if (/^docs\/decisions\/\d{4}[a-z]?$/.test(bare)) return globMatches(`${bare}-*.md`, known);
  return known.has(bare) || MODULE_EXTENSIONS.some((ext) => known.has(bare + ext));
}

/** Every ending of every path (`src/lib/routes.ts` gives `lib/routes.ts` and `routes.ts`), for relative names. */
function indexSuffixes(known) {
  const suffixes = new Set();
  for (const p of known) {
    const parts = p.split('/');
    for (let i = 1; i < parts.length; i += 1) suffixes.add(parts.slice(i).join('/'));
  }
  return suffixes;
}

/**
 * The problems in one passage (a comment or a whole doc) of `file`: `{ file, line, message }` for each path that
 * does not exist and each issue number cited. `repo` is `{ known, suffixes, dependencyFile }` (see repoIndex).
 */
function checkPassage(file, passage, line, repo, { markdown = false } = {}) {
  const problems = [];
  const report = (index, message) =>
    problems.push({ file, line: line + countLines(passage, index), message });
  const skipped = (index, length) =>
    PLACEHOLDER.test(passage.slice(Math.max(0, index - 1), index + length + 1)) ||
    MARKED.test(passage.slice(index + length, index + length + 12));

  const issue = passage.match(ISSUE_CITATION);
  if (issue)
    report(issue.index, `cites "${issue[0]}": cite a decision (docs/decisions/NNNN) or say what is meant`);

  const spans = [];
  for (const m of passage.matchAll(ROOTED)) {
    spans.push([m.index, m.index + m[0].length]);
    const candidate = tidy(m[0]);
    if (skipped(m.index, m[0].length) || GENERATED.test(candidate)) continue;
    if (!existsRooted(candidate, file, repo)) report(m.index, `names ${candidate}, which does not exist`);
  }
  for (const m of passage.matchAll(RELATIVE)) {
    if (spans.some(([start, end]) => m.index < end && m.index + m[0].length > start)) continue;
    const candidate = tidy(m[0]);
    if (skipped(m.index, m[0].length)) continue;
    if (!existsRelative(candidate, repo))
      report(m.index, `names ${candidate}, which no file's path ends with`);
  }
  if (markdown) {
    for (const m of passage.matchAll(MARKDOWN_LINK)) {
      const target = m[1].split('#')[0];
      if (!target || /^[a-z][a-z0-9+.-]*:/i.test(m[1]) || PLACEHOLDER.test(target)) continue;
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(target)));
      if (!existsAt(resolved, repo.known)) report(m.index, `links to ${m[1]}, which does not exist`);
    }
  }
  return problems;
}

/** A rooted name, from the root (or, in the stand-in, from `prisma-free-mock/`), or a dependency's file. */
function existsRooted(candidate, file, repo) {
  const fromRoot = candidate.startsWith('@/') ? `src/${candidate.slice(2)}` : candidate;
  return (
    existsAt(fromRoot, repo.known) ||
    (file.startsWith('prisma-free-mock/') && existsAt(`prisma-free-mock/${fromRoot}`, repo.known))
  );
}

/** A relative name: the end of some path in the repository, or a file of a dependency (`next/dist/…`). */
function existsRelative(candidate, repo) {
  if (candidate.includes('*')) return globMatches(candidate, repo.known, { anyFolder: true });
  // A bare `.js` or `.json` name is more often a product or a property (`Next.js`, `res.json`) than a file here.
  if (!candidate.includes('/') && /\.(js|json)$/.test(candidate)) return true;
  return repo.known.has(candidate) || repo.suffixes.has(candidate) || repo.dependencyFile(candidate);
}

function countLines(text, index) {
  let n = 0;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) n += 1;
  return n;
}

/** The problems in one file of the repository (a doc, or a source file's comments). */
export function checkFile(file, text, repo) {
  if (DOCS.test(file)) return checkPassage(file, text, 1, repo, { markdown: true });
  return commentsOf(file, text).flatMap((c) => checkPassage(file, c.text, c.line, repo));
}

/** What checkPassage looks names up in: the repository's paths, their endings, and the dependencies' files. */
export function repoIndex(files, dependencyFile = () => false) {
  const known = indexPaths(files);
  return { known, suffixes: indexSuffixes(known), dependencyFile };
}

/** The files this check reads, from the list of the repository's files. */
export const checkedFiles = (files) =>
  files.filter((f) => (DOCS.test(f) || CODE.test(f)) && !SKIPPED.test(f));

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // Tracked files and new ones not yet added, but not what .gitignore leaves out (builds, node_modules).
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter(Boolean);
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const dependencies = new Set(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }));
  const requireFromRoot = createRequire(path.join(root, 'package.json'));
  const dependencyFile = (name) => {
    const inModules = name.startsWith('node_modules/') ? name : `node_modules/${name}`;
    const [first = '', second = ''] = inModules.slice('node_modules/'.length).split('/');
    const dependency = first.startsWith('@') ? `${first}/${second}` : first;
    if (!dependencies.has(dependency)) return false;
    if (existsSync(path.join(root, inModules))) return true;
    try {
      // A name the package exports (`altcha/altcha.css`, a file in its `dist/`).
      return Boolean(requireFromRoot.resolve(name));
    } catch {
      return false;
    }
  };
  const repo = repoIndex(files, dependencyFile);
  const checked = checkedFiles(files);
  const problems = checked.flatMap((f) => checkFile(f, readFileSync(path.join(root, f), 'utf8'), repo));
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
  if (problems.length) {
    console.error(`\n${problems.length} stale path(s) or issue citation(s) (scripts/check-paths.mjs).`);
    process.exit(1);
  }
  console.log(`check-paths: ${checked.length} files, every path they name exists, no issue number cited.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
