import { readFile } from 'node:fs/promises';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '~/components/ui/icon';
import { ICON_KEYS } from '~/components/ui/icons/icon-choices';
import { buildSprite, SPRITE_PATH } from '~/components/ui/icons/build-sprite';
import * as icons from '~/components/ui/icons/icons';

function symbolsOf(sprite: string): string[] {
  return [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('the icon sprite', () => {
  it('is the sprite build-sprite.ts makes from the icon list (run it after adding an icon)', async () => {
    expect(await readFile(SPRITE_PATH, 'utf8')).toBe(await buildSprite());
  });

  it('has a drawing in every symbol', async () => {
    const sprite = await readFile(SPRITE_PATH, 'utf8');
    for (const match of sprite.matchAll(/<symbol id="([^"]+)"[^>]*>(.*?)<\/symbol>/g)) {
      expect(match[2], match[1]).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    }
  });

  it('each named icon component draws a symbol of the sprite', async () => {
    const symbols = new Set(symbolsOf(await readFile(SPRITE_PATH, 'utf8')));
    for (const [name, component] of Object.entries(icons)) {
      expect(typeof component, name).toBe('function');
      const html = renderToStaticMarkup((component as (props: object) => JSX.Element)({ className: 'size-4' }));
      const symbol = /#([\w-]+)"/.exec(html)?.[1] ?? '';
      expect(symbols.has(symbol), `${name}: ${symbol}`).toBe(true);
    }
  });

  it('draws like Lucide: decorative unless named, 24 px unless sized', () => {
    const html = renderToStaticMarkup(<icons.Check className="size-6" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('width="24"');
    expect(html).toContain('stroke-width="2"');
    expect(html).toContain('class="icon size-6"');
    expect(renderToStaticMarkup(<icons.Check aria-label="Done" strokeWidth={3} />)).not.toContain('aria-hidden');
    expect(renderToStaticMarkup(<icons.Check strokeWidth={3} />)).toContain('stroke-width="3"');
  });

  it('has a symbol for every icon an editor can pick, and falls back for unknown names', async () => {
    const symbols = new Set(symbolsOf(await readFile(SPRITE_PATH, 'utf8')));
    for (const key of ICON_KEYS) {
      const symbol = /#([\w-]+)"/.exec(renderToStaticMarkup(<Icon name={key} />))?.[1];
      expect(symbol && symbols.has(symbol), key).toBe(true);
    }
    expect(renderToStaticMarkup(<Icon name="no-such-icon" />)).toContain('#sparkles"');
  });
});
