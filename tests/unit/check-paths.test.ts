import { describe, expect, it } from 'vitest';
import { checkedFiles, checkFile, commentsOf, repoIndex } from '../../scripts/check-paths.mjs';

/** A small repository: the paths that exist. */
const repo = repoIndex([
  'README.md',
  'docs/architecture.md',
  'docs/decisions/0015-upstream-answers-are-read-strictly.md',
  'src/server/tables/apply.ts',
  'src/lib/client/viewer-state.ts',
  'src/server/loaders/global.ts',
  'prisma-free-mock/src/http.ts',
  'prisma-free-mock/docs/cms.md',
]);

const messages = (file: string, text: string) => checkFile(file, text, repo).map((p) => p.message);

describe('scripts/check-paths.mjs', () => {
  it('passes paths that exist: rooted, relative to any folder, with the extension left off, a decision by number', () => {
    const doc = [
      'The pager is `src/server/tables/apply.ts` (see `server/tables/apply.ts`, or `apply.ts`).',
      'Site-wide data: `loaders/global.ts`; the module `src/server/loaders/global`; the folder `src/server/`.',
      'Read strictly (docs/decisions/0015). Link: [the map](architecture.md), [the contract](../prisma-free-mock/docs/cms.md).',
    ].join('\n');
    expect(messages('docs/guide.md', doc)).toEqual([]);
  });

  it('names a path that does not exist, with its line', () => {
    const doc = 'One.\nThe snapshot is written by `scripts/snapshot-global.mjs`.\n';
    expect(checkFile('README.md', doc, repo)).toEqual([
      { file: 'README.md', line: 2, message: 'names scripts/snapshot-global.mjs, which does not exist' },
    ]);
  });

  it('catches a file that moved, however it is cited, and a markdown link that leads nowhere', () => {
    expect(messages('README.md', 'See `features/session/viewer-state.ts`.')).toEqual([
      "names features/session/viewer-state.ts, which no file's path ends with",
    ]);
    expect(messages('README.md', 'See `productApi.ts`.')).toEqual([
      "names productApi.ts, which no file's path ends with",
    ]);
    expect(messages('README.md', 'See [the deploy notes](docs/deploy.md).')).toEqual([
      'names docs/deploy.md, which does not exist',
      'links to docs/deploy.md, which does not exist',
    ]);
  });

  it('reads only the comments of code, not its strings', () => {
    const code = [
      "const url = 'src/not/here.ts'; // the table's pager: src/server/tables/apply.ts",
      '/** Missing: src/server/gone.ts. */',
      'export const x = url;',
    ].join('\n');
    expect(commentsOf('src/x.ts', code).map((c) => c.line)).toEqual([1, 2]);
    expect(checkFile('src/x.ts', code, repo)).toEqual([
      { file: 'src/x.ts', line: 2, message: 'names src/server/gone.ts, which does not exist' },
    ]);
  });

  it("reads the stand-in's own paths from prisma-free-mock/", () => {
    expect(
      messages('prisma-free-mock/src/cms/errors.ts', '// Same shape as src/http.ts.\nexport {};'),
    ).toEqual([]);
    expect(messages('src/server/x.ts', '// Same shape as src/http.ts.\nexport {};')).toEqual([
      'names src/http.ts, which does not exist',
    ]);
  });

  it('refuses an issue cited by number, in a comment or a doc', () => {
    expect(messages('src/server/audit.ts', '/** The audit trail (issue 13, item 7). */\nexport {};')).toEqual(
      ['cites "issue 13": cite a decision (docs/decisions/NNNN) or say what is meant'],
    );
    expect(messages('docs/architecture.md', 'As Issue #25 asks.')).toHaveLength(1);
    expect(messages('bench/scale.ts', '// The size (issue "A real size").\nexport {};')).toHaveLength(1);
    expect(messages('docs/architecture.md', 'zod reports its issues; the audit issues a line.')).toEqual([]);
  });

  it('skips examples: placeholders and files a walk-through adds', () => {
    const doc =
      'Add `src/features/admin/<area>/`, `docs/decisions/NNNN-title.md` and `src/cms/blocks/stats.ts` (new).';
    expect(messages('docs/architecture.md', doc)).toEqual([]);
  });

  it('reads the docs and the code comments, not generated files', () => {
    expect(
      checkedFiles([
        'README.md',
        'docs/a.md',
        'src/a.ts',
        'src/a.module.css',
        'package.json',
        'bench/results/x.json',
      ]),
    ).toEqual(['README.md', 'docs/a.md', 'src/a.ts', 'src/a.module.css']);
  });
});
