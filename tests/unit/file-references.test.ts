import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every file or folder of the repository that a document or a comment names must exist: the
// README, docs/ (the decision records too), every README beside the code, and the comments of the
// code, its styles and its migrations. A name is read as a reader would follow it: from the
// repository's root when it starts at a top-level folder (`app/leads/`), from the file's own folder
// when it starts with ./ or ../ (and a Markdown link always), from app/ when it starts with ~/, and
// a partial path (`content/queries.ts`, `_shared/`) or a bare file name (`booking-rules.ts`) must
// be the end of some path of the repository; a decision record may be named by its number
// (`docs/decisions/0019`). Git-ignored places (`.data/`, `build/`), a folder named by its variable
// (`LEADS_DIR/outbox/`) and files of the dependencies are not the repository's, and not checked.

const ROOT = process.cwd();

function git(args: string[], input?: string): string {
  return spawnSync('git', args, { cwd: ROOT, encoding: 'utf8', input }).stdout;
}

/** The repository's files as a clone of this work would have them: tracked or new, not ignored. */
const FILES = git(['ls-files', '--cached', '--others', '--exclude-standard'])
  .split('\n')
  .filter((file) => file !== '' && existsSync(path.join(ROOT, file)));
const FOLDERS = new Set(
  FILES.flatMap((file) => {
    const parts = file.split('/');
    return parts.slice(1).map((_, index) => parts.slice(0, index + 1).join('/'));
  }),
);
const PATHS = new Set([...FILES, ...FOLDERS]);
const PATH_LIST = [...PATHS];
const TOP_LEVEL = new Set(FILES.map((file) => file.split('/')[0]!));

/** What an import-like name may leave off: its extension, or `/index` and the extension. */
const IMPLIED = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.js'];
/** Extensions a file name is recognised by (a bare `feed.xml` or `robots.txt` is an address). */
const FILE_EXTENSIONS = /\.(tsx?|m?js|cjs|md|json|sql|css|ndjson|svg|toml|ya?ml|sh|woff2)$/;
/** A bare `name.js` is as often a library (highlight.js) as a file: it is checked only with its folder. */
const LIBRARY_LIKE = /^[^/]+\.js$/;
/** Names in the text that are not meant as files of the repository, and what each is. */
const NOT_REPOSITORY_FILES: Record<string, string> = {
  'accessibility-report.md': 'the file the demo scan downloads (docs/specification.md)',
  'file.ndjson': "a placeholder in the dataset validator's usage line",
  'index.css': "fontsource's stylesheet of a family, read by the font subsetter",
};
/** Placeholders of a name that is a pattern, not a file. */
const PLACEHOLDER = /NNNN|XXXX|YYYY/;

// A name: an optional ~/, ./ or ../ start, then segments of word characters, dots, dashes and @.
// It does not start inside a word, an address (`https://`, `/blog/`) or a pattern (`*.server.ts`).
const NAME = /(?<![\w@.~/*<>{$:\\-])(?:~\/|(?:\.\.?\/)+|\.(?=\w))?[\w@][\w@.-]*(?:\/[\w@.-]+)*\/?/g;

const exists = (relative: string) => {
  const name = relative.replace(/\/$/, '');
  // A decision record named by its number (docs/decisions/0019): the record whose name starts so.
  if (/^docs\/decisions\/\d{4}$/.test(name)) return FILES.some((file) => file.startsWith(`${name}-`));
  return IMPLIED.some((ending) => PATHS.has(name + ending));
};
const endsAPath = (partial: string) => {
  const name = partial.replace(/\/$/, '');
  return PATH_LIST.some((known) => known === name || known.endsWith(`/${name}`));
};
const isDependency = (name: string) => {
  const [first = '', second = ''] = name.split('/');
  return existsSync(path.join(ROOT, 'node_modules', first.startsWith('@') ? `${first}/${second}` : first));
};

type Reference = { file: string; line: number; name: string; resolved?: string };

/** The names in a piece of text that must be files or folders of the repository, and how to find them. */
function namesIn(file: string, text: string, firstLine: number): Reference[] {
  const folder = path.posix.dirname(file);
  const found: Reference[] = [];
  text.split('\n').forEach((lineText, index) => {
    const line = firstLine + index;
    // A Markdown link is followed from the document's folder.
    if (file.endsWith('.md')) {
      for (const [, target = ''] of lineText.matchAll(/\]\(([^)\s#]+)[^)]*\)/g)) {
        if (!/^[a-z]+:/i.test(target))
          found.push({ file, line, name: target, resolved: path.posix.join(folder, target) });
      }
    }
    for (const match of lineText.matchAll(NAME)) {
      const written = match[0].replace(/\.+$/, '');
      const after = lineText[match.index + match[0].length] ?? '';
      if (PLACEHOLDER.test(written) || (/[*<{$]/.test(after) && !written.endsWith('/'))) continue;
      // In a document's prose a name starting with ./ or ../ quotes an import: it is read as partial.
      const relative = /^\.\.?\//.test(written) && !file.endsWith('.md');
      const name = relative ? written : written.replace(/^(\.\.?\/)+/, '');
      const hasFolder = name.replace(/\/$/, '').includes('/');
      const first = name.split('/')[0]!;
      if (/^\.\w+$/.test(name) || (hasFolder && /^[A-Z][A-Z\d_]+$/.test(first)) || name in NOT_REPOSITORY_FILES)
        continue;
      if (name.startsWith('~/')) found.push({ file, line, name, resolved: `app/${name.slice(2)}` });
      else if (relative) found.push({ file, line, name, resolved: path.posix.join(folder, name) });
      else if (hasFolder && TOP_LEVEL.has(first)) found.push({ file, line, name, resolved: name });
      else if ((FILE_EXTENSIONS.test(name) && !LIBRARY_LIKE.test(name)) || (hasFolder && name.endsWith('/')))
        found.push({ file, line, name });
    }
  });
  return found;
}

/** The comments of a TypeScript or JavaScript file, as the compiler reads them (not JSX text or strings). */
function codeComments(file: string, text: string): { text: string; line: number }[] {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set<number>();
  const comments: { text: string; line: number }[] = [];
  const keep = (ranges: ts.CommentRange[] | undefined) => {
    for (const { pos, end } of ranges ?? []) {
      if (seen.has(pos)) continue;
      seen.add(pos);
      comments.push({ text: text.slice(pos, end), line: source.getLineAndCharacterOfPosition(pos).line + 1 });
    }
  };
  // Every comment is trivia around a token: at the start or the end of a node, after a comma, or
  // just inside an opening brace (an empty block, a JSX comment). JSX text is words on the page.
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) return;
    keep(ts.getTrailingCommentRanges(text, node.pos));
    keep(ts.getLeadingCommentRanges(text, node.pos));
    keep(ts.getLeadingCommentRanges(text, node.end));
    keep(ts.getTrailingCommentRanges(text, node.end));
    // After a list's last comma: `'x', // why x`.
    if (text[node.end] === ',') keep(ts.getTrailingCommentRanges(text, node.end + 1));
    const start = node.getStart(source);
    if (text[start] === '{') {
      keep(ts.getTrailingCommentRanges(text, start + 1));
      keep(ts.getLeadingCommentRanges(text, start + 1));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return comments;
}

/** The comments of a stylesheet or an SQL migration. */
function otherComments(file: string, text: string): { text: string; line: number }[] {
  const pattern = file.endsWith('.sql') ? /--[^\n]*|\/\*[\s\S]*?\*\//g : /\/\*[\s\S]*?\*\//g;
  return [...text.matchAll(pattern)].map((match) => ({
    text: match[0],
    line: text.slice(0, match.index).split('\n').length,
  }));
}

/** The documents and commented files read, and what each names. */
function references(): Reference[] {
  return FILES.flatMap((file) => {
    if (file === 'app/content/sanity.types.ts' || file.startsWith('studio/seed/')) return [];
    const read = () => readFileSync(path.join(ROOT, file), 'utf8');
    if (file.endsWith('.md')) return namesIn(file, read(), 1);
    const pieces = /\.(tsx?|m?js|cjs)$/.test(file)
      ? codeComments(file, read())
      : /\.(css|sql)$/.test(file)
        ? otherComments(file, read())
        : [];
    return pieces.flatMap((piece) => namesIn(file, piece.text, piece.line));
  });
}

/** Of the given paths, those git ignores (never the repository's). */
function ignored(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  return new Set(git(['check-ignore', '--no-index', '--stdin'], paths.join('\n')).split('\n').filter(Boolean));
}

/** The references that name nothing the repository has, as `file:line: name`, each once. */
function missing(all: Reference[]): string[] {
  const unresolved = all.filter(({ name, resolved }) =>
    resolved === undefined ? !endsAPath(name) && !isDependency(name) : !exists(path.posix.normalize(resolved)),
  );
  const asPath = ({ name, resolved }: Reference) => path.posix.normalize(resolved ?? name);
  const outside = ignored(unresolved.map(asPath));
  return [
    ...new Set(
      unresolved
        .filter((reference) => !outside.has(asPath(reference)))
        .map(({ file, line, name }) => `${file}:${line}: ${name}`),
    ),
  ];
}

describe('names of files in documents and comments', () => {
  it('names only files and folders the repository has', () => {
    const all = references();
    expect(all.length).toBeGreaterThan(500);
    expect(missing(all)).toEqual([]);
  });

  it('tells a missing file from one that is there (the check can fail)', () => {
    const named = namesIn(
      'docs/example.md',
      [
        'See [the guide](operating.md), `app/leads/`, `content/queries.ts`, `~/env.server`, `.data/leads/`,',
        '`LEADS_DIR/outbox/`, docs/decisions/0019, docs/decisions/0999, `gone/nowhere.ts`, [a lost page](lost.md).',
      ].join('\n'),
      1,
    );
    expect(missing(named)).toEqual([
      'docs/example.md:2: lost.md',
      'docs/example.md:2: docs/decisions/0999',
      'docs/example.md:2: gone/nowhere.ts',
    ]);
  });
});
