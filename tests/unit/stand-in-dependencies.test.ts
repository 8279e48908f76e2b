import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json';

/** Every source file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The packages a folder's code imports (a bare specifier's package name). */
function importedBy(dir: string): Set<string> {
  const names = new Set<string>();
  for (const file of sources(dir)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^'./][^']*)'/g)) {
      const spec = m[1] ?? '';
      names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec));
    }
  }
  return names;
}

/** The packages docs/architecture.md lists as the stand-in's own (its table's first column). */
function listedInArchitecture(): Set<string> {
  const doc = readFileSync('docs/architecture.md', 'utf8');
  const section = doc.slice(doc.indexOf("### The stand-in's own dependencies"));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| package')));
  const names = new Set<string>();
  for (const row of table.split('\n').slice(2)) {
    for (const m of (row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)) names.add(m[1] ?? '');
  }
  return names;
}

describe("the stand-in's own dependencies (docs/architecture.md)", () => {
  const site = importedBy('src');
  const standIn = importedBy('prisma-free-mock/src');
  const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
  const listed = listedInArchitecture();

  it('lists every package only the stand-in imports', () => {
    const onlyStandIn = [...standIn].filter((name) => declared.has(name) && !site.has(name));
    expect(onlyStandIn.length).toBeGreaterThan(0);
    for (const name of onlyStandIn) expect(listed, name).toContain(name);
  });

  it('lists nothing the site imports, and only declared packages', () => {
    for (const name of listed) {
      expect(site, name).not.toContain(name);
      expect(declared, name).toContain(name);
    }
  });
});
