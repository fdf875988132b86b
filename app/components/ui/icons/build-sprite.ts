// Writes sprite.svg beside this file: one <symbol> per icon of icon-names.ts, drawn from Lucide's
// own icon data. Run after adding an icon: `npx tsx app/components/ui/icons/build-sprite.ts`.
// tests/unit/icon-sprite.test.tsx fails when the committed sprite and the list disagree.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SPRITE_SYMBOLS } from './icon-names';
import { logger } from '../../../../server/logger.js';

type IconNode = [string, Record<string, string | number>][];

const here = path.dirname(fileURLToPath(import.meta.url));
export const SPRITE_PATH = path.join(here, 'sprite.svg');

function escapeAttribute(value: string | number): string {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

async function iconNode(name: string): Promise<IconNode> {
  const lucideEntry = createRequire(import.meta.url).resolve('lucide-react');
  const file = path.join(path.dirname(lucideEntry), '..', 'esm', 'icons', `${name}.mjs`);
  const module = (await import(pathToFileURL(file).href)) as { __iconData: { node: IconNode } };
  return module.__iconData.node;
}

/** The sprite's text: stroke, fill and size come from the <svg> that uses a symbol. */
export async function buildSprite(): Promise<string> {
  const names = [...new Set(SPRITE_SYMBOLS)].sort();
  const symbols: string[] = [];
  for (const name of names) {
    const shapes = (await iconNode(name)).map(
      ([tag, attributes]) =>
        `<${tag} ${Object.entries(attributes)
          .filter(([key]) => key !== 'key')
          .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
          .join(' ')}/>`,
    );
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sprite = await buildSprite();
  const previous = await readFile(SPRITE_PATH, 'utf8').catch(() => '');
  if (previous !== sprite) await writeFile(SPRITE_PATH, sprite);
  logger('build').info(
    { file: SPRITE_PATH, icons: SPRITE_SYMBOLS.length, bytes: sprite.length },
    `${SPRITE_PATH}: ${SPRITE_SYMBOLS.length} icons, ${sprite.length} bytes`,
  );
}
