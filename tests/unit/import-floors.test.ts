import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The floors of the code, from the ground up, as README.md draws them ("Where the code lives"). A
 * room is a top-level folder or file of app/, or one of studio/, server/ and supabase/functions/.
 * A room's floor is one above the highest room it imports from, and 0 when it imports from none:
 * so a room reads with only the floors below it, and the table says how deep each room stands.
 */
const FLOORS: Record<string, number> = {
  'render/': 0,
  'load-context.ts': 0,
  'server/': 0,
  'supabase/functions/': 0,
  'env.server.ts': 1,
  'lib/': 1,
  'styles/': 1,
  'content/': 2,
  'mail/': 2,
  'submissions/': 2,
  'routes.ts': 2,
  'seo/': 3,
  'bookings/': 3,
  'components/': 4,
  'leads/': 4,
  'pages/': 5,
  'root.tsx': 5,
  'operations/': 5,
  'studio/': 5,
  'routes/': 6,
  'entry.server.tsx': 6,
};

const ROOT = process.cwd();
const APP = path.join(ROOT, 'app');
/** The rooms outside app/, by their folder. */
const OUTSIDE_APP = ['studio', 'server', 'supabase/functions'];
/** The one folder of supabase/functions/ that the site and the Studio may import from. */
const SHARED_WITH_THE_FUNCTION = 'supabase/functions/_shared/';

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(tsx?|m?js)$/.test(entry.name) ? [full] : [];
  });
}

const appEntries = readdirSync(APP);

/** The room a path is in, or undefined outside every room (tests, the root's config files). */
function room(file: string): string | undefined {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  const outside = OUTSIDE_APP.find((folder) => relative.startsWith(`${folder}/`));
  if (outside) return `${outside}/`;
  if (!relative.startsWith('app/')) return undefined;
  const [first = '', ...rest] = relative.slice('app/'.length).split('/');
  if (rest.length > 0) return `${first}/`;
  // An extensionless import of a top-level file (`~/env.server`) names it without `.ts`.
  return appEntries.find((name) => name === first || name.replace(/\.(tsx?|m?js)$/, '') === first) ?? first;
}

type Edge = { file: string; from: string; to: string; target: string };

/** Every import of one room's module from another room, found as TypeScript reads the imports. */
function roomImports(): Edge[] {
  const files = [APP, ...OUTSIDE_APP.map((folder) => path.join(ROOT, folder))].flatMap(sourceFiles);
  return files.flatMap((file) => {
    const from = room(file)!;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return importedFiles.flatMap(({ fileName: specifier }): Edge[] => {
      const target = specifier.startsWith('~/')
        ? path.join(APP, specifier.slice(2))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : undefined;
      const to = target ? room(target) : undefined;
      if (!target || !to || to === from) return [];
      const relative = (name: string) => path.relative(ROOT, name).split(path.sep).join('/');
      return [{ file: relative(file), from, to, target: relative(target) }];
    });
  });
}

type Graph = Map<string, Set<string>>;

function graphOf(edges: readonly Pick<Edge, 'from' | 'to'>[]): Graph {
  const graph: Graph = new Map();
  for (const { from, to } of edges) {
    graph.set(from, (graph.get(from) ?? new Set()).add(to));
    if (!graph.has(to)) graph.set(to, new Set());
  }
  return graph;
}

/** Every circle of imports between rooms, of any length, each as the rooms it passes through. */
function circles(graph: Graph): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (room: string, trail: string[]) => {
    const at = trail.indexOf(room);
    if (at >= 0) {
      found.push([...trail.slice(at), room]);
      return;
    }
    if (done.has(room)) return;
    for (const next of [...(graph.get(room) ?? [])].sort()) walk(next, [...trail, room]);
    done.add(room);
  };
  for (const room of [...graph.keys()].sort()) walk(room, []);
  return found;
}

/** Each room's floor: one above the highest room it imports from (a circle is left unfollowed). */
function floorsOf(graph: Graph): Record<string, number> {
  const floors: Record<string, number> = {};
  const floor = (room: string, trail: ReadonlySet<string>): number => {
    if (room in floors) return floors[room]!;
    const below = [...(graph.get(room) ?? [])].filter((next) => !trail.has(next));
    const value = Math.max(-1, ...below.map((next) => floor(next, new Set([...trail, room])))) + 1;
    floors[room] = value;
    return value;
  };
  for (const room of graph.keys()) floor(room, new Set());
  return floors;
}

/** The floors README.md draws: lines `floor N  room  room …` in "Where the code lives". */
function readmeFloors(): Record<string, number> {
  const lines = readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n');
  return Object.fromEntries(
    lines.flatMap((line) => {
      const match = /^floor (\d+) {2}(.+)$/.exec(line);
      return match
        ? match[2]!
            .trim()
            .split(/\s+/)
            .map((name) => [name, Number(match[1])] as const)
        : [];
    }),
  );
}

const sorted = (floors: Record<string, number>) =>
  Object.entries(floors).sort(([a, floorA], [b, floorB]) => floorA - floorB || a.localeCompare(b));

describe('the import floors', () => {
  const imports = roomImports();
  const inCode = new Set([
    ...sourceFiles(APP).map((file) => room(file)!),
    ...OUTSIDE_APP.map((folder) => `${folder}/`),
  ]);
  const graph = graphOf(imports);
  for (const name of inCode) if (!graph.has(name)) graph.set(name, new Set());

  it('knows every room, and no room the code does not have', () => {
    expect([...inCode].filter((name) => !(name in FLOORS)).sort()).toEqual([]);
    expect(Object.keys(FLOORS).filter((name) => !inCode.has(name))).toEqual([]);
  });

  it('has no circle of imports between rooms, of any length', () => {
    const named = circles(graph).map((circle) => {
      const steps = circle.slice(1).map((to, index) => {
        const example = imports.find((edge) => edge.from === circle[index] && edge.to === to);
        return `${to} (${example?.file} imports ${example?.target})`;
      });
      return [circle[0], ...steps].join(' → ');
    });
    expect(named).toEqual([]);
  });

  it('puts every room one floor above the highest room it imports from', () => {
    expect(sorted(floorsOf(graph))).toEqual(sorted(FLOORS));
  });

  it('draws in the README the floors of the table', () => {
    expect(sorted(readmeFloors())).toEqual(sorted(FLOORS));
  });

  it('has the site and the Studio import from the booking function only its shared rules', () => {
    const reaching = imports.filter(
      ({ to, target }) => to === 'supabase/functions/' && !target.startsWith(SHARED_WITH_THE_FUNCTION),
    );
    expect(reaching.map(({ file, target }) => `${file} → ${target}`)).toEqual([]);
  });

  it('finds a circle of three rooms, and counts a floor from the longest chain below (the rules can fail)', () => {
    const circular = graphOf([
      { from: 'a', to: 'b' },
      { from: 'b', to: 'c' },
      { from: 'c', to: 'a' },
      { from: 'c', to: 'd' },
    ]);
    expect(circles(circular)).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      floorsOf(
        graphOf([
          { from: 'top', to: 'middle' },
          { from: 'middle', to: 'ground' },
          { from: 'top', to: 'ground' },
        ]),
      ),
    ).toEqual({ top: 2, middle: 1, ground: 0 });
  });
});
