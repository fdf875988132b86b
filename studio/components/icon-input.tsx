import { set, unset, type StringInputProps } from 'sanity';
import { ICON_KEYS, Icon } from '../../app/components/ui/icon';

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
            <Icon name={name} className="icon-input-glyph" />
            {name}
          </button>
        );
      })}
    </div>
  );
}
