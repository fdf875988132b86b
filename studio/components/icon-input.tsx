import { set, unset, type StringInputProps } from 'sanity';
import { ICON_KEYS, iconSymbol } from '../../app/components/ui/icons/icon-choices';
import { SYMBOL_STROKE } from '../../app/components/ui/icons/icon-names';

/**
 * The site's own sprite, as a file of the Studio bundle: Vite emits it and rewrites this address
 * when it builds the Studio. Written as a URL rather than the site's `?url` import, which only Vite
 * understands, and worked out when an icon is drawn, not when the module loads: the schema CLI and
 * TypeGen load this module in plain Node, where `import.meta` is empty.
 */
function spriteUrl() {
  return new URL('../../app/components/ui/icons/sprite.svg', import.meta.url).href;
}

/** An icon as the site draws it (app/components/ui/icons/sprite-svg.tsx). */
function Glyph({ name }: { name: string }) {
  return (
    <svg width={24} height={24} {...SYMBOL_STROKE} aria-hidden="true">
      <use href={`${spriteUrl()}#${iconSymbol(name)}`} />
    </svg>
  );
}

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  gap: '0.375rem',
} as const;

function tile(selected: boolean) {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: '0.5rem',
    padding: '0.5rem 0.625rem',
    borderRadius: '0.375rem',
    border: `1px solid ${selected ? 'var(--card-focus-ring-color, #2276fc)' : 'var(--card-border-color, #ccc)'}`,
    background: selected ? 'var(--card-selected-bg-color, #e8f1fe)' : 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: '0.8125rem',
    cursor: 'pointer',
    textAlign: 'left',
  } as const;
}

/** Picks an icon by seeing it: every choice shows the icon the site draws, next to its name. */
export function IconInput({ value, onChange, readOnly, elementProps }: StringInputProps) {
  return (
    <div role="radiogroup" aria-labelledby={elementProps['aria-describedby']} style={grid}>
      {ICON_KEYS.map((name) => {
        const selected = value === name;
        return (
          <button
            key={name}
            type="button"
            role="radio"
            aria-checked={selected}
            disabled={readOnly}
            onClick={() => onChange(selected ? unset() : set(name))}
            style={tile(selected)}
          >
            <Glyph name={name} />
            {name}
          </button>
        );
      })}
    </div>
  );
}
