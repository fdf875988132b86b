// @ts-check
/**
 * The measuring scripts write their last figures into docs/performance.md themselves, between
 * `<!-- figures:<name> -->` and `<!-- /figures:<name> -->`, so the note shows what a script
 * printed, never a figure typed by hand. A script writes only when run with `--write`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NOTE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/performance.md');

export const shouldWrite = () => process.argv.includes('--write');

/**
 * Replaces the section `name` of docs/performance.md with `markdown`.
 * @param {string} name
 * @param {string} markdown
 */
export function writeFigures(name, markdown) {
  const text = readFileSync(NOTE, 'utf8');
  const open = `<!-- figures:${name} -->`;
  const close = `<!-- /figures:${name} -->`;
  const from = text.indexOf(open);
  const to = text.indexOf(close);
  if (from === -1 || to === -1) throw new Error(`docs/performance.md has no ${open} … ${close} section`);
  writeFileSync(NOTE, `${text.slice(0, from + open.length)}\n\n${markdown.trim()}\n\n${text.slice(to)}`);
  console.log(`wrote the figures into docs/performance.md (${name})`);
}
