import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The floors of app/, from the ground up (README, "Where the code lives"). A module imports from
 * its own floor or below, never from above, so each floor can be read without the ones on top.
 */
const FLOORS: Record<string, number> = {
  'env.server.ts': 0,
  'load-context.ts': 0,
  lib: 1,
  styles: 1,
  content: 2,
  seo: 2,
  mail: 2,
  leads: 2,
  forms: 2,
  bookings: 2,
  render: 3,
  operations: 3,
  components: 4,
  pages: 5,
  routes: 6,
  'root.tsx': 6,
  'entry.server.tsx': 6,
  'routes.ts': 7,
};

const APP = path.resolve('app');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The top-level folder or file of app/ a path is in, or undefined outside app/. */
function room(file: string): string | undefined {
  const relative = path.relative(APP, file);
  if (relative.startsWith('..')) return undefined;
  return relative.split(path.sep)[0];
}

/** Every import of the app's own modules: [importing file, its room, the imported room]. */
function appImports(): [file: string, from: string, to: string][] {
  return sourceFiles(APP).flatMap((file) => {
    const from = room(file)!;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return importedFiles.flatMap(({ fileName: specifier }) => {
      const target = specifier.startsWith('~/')
        ? path.join(APP, specifier.slice(2))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : undefined;
      const to = target ? room(target) : undefined;
      // An extensionless import of a top-level file (`~/env.server`) names its room without `.ts`.
      const known = to && (to in FLOORS ? to : [`${to}.ts`, `${to}.tsx`].find((name) => name in FLOORS));
      return known && known !== from ? [[path.relative(APP, file), from, known] as [string, string, string]] : [];
    });
  });
}

describe('the import floors of app/', () => {
  const imports = appImports();

  it('knows every room of app/', () => {
    const rooms = new Set(sourceFiles(APP).map((file) => room(file)!));
    expect([...rooms].filter((name) => !(name in FLOORS))).toEqual([]);
  });

  it('has no import from a floor above', () => {
    const upward = imports.filter(([, from, to]) => FLOORS[to]! > FLOORS[from]!);
    expect(upward.map(([file, , to]) => `${file} → ${to}`)).toEqual([]);
  });

  it('has no two rooms importing each other', () => {
    const edges = new Set(imports.map(([, from, to]) => `${from}→${to}`));
    const both = [...edges].filter((edge) => {
      const [from, to] = edge.split('→');
      return edges.has(`${to}→${from}`);
    });
    expect(both).toEqual([]);
  });
});
