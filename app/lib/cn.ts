import { clsx, type ClassValue } from 'clsx';

// What a utility sets, so that a later class replaces an earlier one that sets the same thing
// (a caller's `max-w-3xl` after a container's `max-w-6xl`). Only the utilities this site's
// components are given are covered; tests/e2e/page-quality.spec.ts checks every rendered page
// with tailwind-merge itself, which stays out of every page's JavaScript (ADR 0016).
const SIZES = /^text-(xs|sm|base|lg|xl|\d+xl)$/;
const DISPLAY = /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents)$/;
const POSITION = /^(static|fixed|absolute|relative|sticky)$/;
const WIDTHS = /^(ring|border)(-\d+)?$/;
const PREFIXED =
  /^-?(px|py|pt|pr|pb|pl|p|mx|my|mt|mr|mb|ml|m|gap-x|gap-y|gap|max-w|max-h|min-w|min-h|size|w|h|leading|tracking|rounded|shadow|z|opacity|items|justify|self|whitespace|shrink|grow|font|text|bg|ring|border)(?:-|$)/;
// An earlier class of the key on the left is replaced by a later one of any key on the right.
const OVERRIDDEN_BY: Record<string, string[]> = {
  px: ['p'],
  py: ['p'],
  pt: ['p', 'py'],
  pb: ['p', 'py'],
  pl: ['p', 'px'],
  pr: ['p', 'px'],
  mx: ['m'],
  my: ['m'],
  mt: ['m', 'my'],
  mb: ['m', 'my'],
  ml: ['m', 'mx'],
  mr: ['m', 'mx'],
  'gap-x': ['gap'],
  'gap-y': ['gap'],
  leading: ['text-size'],
};

function group(utility: string): string | undefined {
  if (SIZES.test(utility)) return 'text-size';
  if (DISPLAY.test(utility)) return 'display';
  if (POSITION.test(utility)) return 'position';
  const width = WIDTHS.exec(utility);
  if (width) return `${width[1]}-width`;
  if (utility === 'ring-inset') return 'ring-inset';
  if (/^font-(sans|display|mono|serif)$/.test(utility)) return 'font-family';
  if (/^text-(left|center|right|justify|start|end)$/.test(utility)) return 'text-align';
  if (/^text-(wrap|nowrap|balance|pretty)$/.test(utility)) return 'text-wrap';
  const prefix = PREFIXED.exec(utility)?.[1];
  if (prefix === 'text' || prefix === 'bg' || prefix === 'ring' || prefix === 'border') return `${prefix}-color`;
  return prefix;
}

function conflictKey(className: string): { variants: string; group: string } | undefined {
  const cut = className.lastIndexOf(':');
  const utility = className.slice(cut + 1).replace(/!$/, '');
  const found = group(utility);
  return found ? { variants: className.slice(0, cut + 1), group: found } : undefined;
}

/** Joins class names; of two that set the same thing, the later one stays. */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs).split(' ');
  const kept: string[] = [];
  const taken = new Set<string>();
  for (let index = classes.length - 1; index >= 0; index -= 1) {
    const className = classes[index];
    if (!className) continue;
    const key = conflictKey(className);
    if (key) {
      const { variants, group: name } = key;
      if (taken.has(variants + name) || OVERRIDDEN_BY[name]?.some((by) => taken.has(variants + by))) continue;
      taken.add(variants + name);
    }
    kept.unshift(className);
  }
  return kept.join(' ');
}
