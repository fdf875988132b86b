/**
 * A product's own color, chosen in the Studio from the site's accent tokens. The class sets the
 * accent variables for everything inside it (the hero's glow, the emphasized feature, icon tiles);
 * outside a product page the variables keep the brand values set on `:root` in app.css.
 *
 * - `--accent-glow`: the hero's glow and fills behind white shapes (600)
 * - `--accent-ink`: text and icons on white (700, AA on white)
 * - `--accent-soft`: tinted tiles (50)
 * - `--accent-bright`: icons and figures on the dark bands (300)
 */
export type Accent = 'brand' | 'sky' | 'violet' | 'amber' | 'emerald' | 'rose' | 'teal';

export const ACCENT_CLASSES: Record<Accent, string> = {
  brand:
    '[--accent-glow:var(--color-brand-600)] [--accent-ink:var(--color-brand-700)] [--accent-soft:var(--color-brand-50)] [--accent-bright:var(--color-brand-300)]',
  sky: '[--accent-glow:var(--color-sky-600)] [--accent-ink:var(--color-sky-700)] [--accent-soft:var(--color-sky-50)] [--accent-bright:var(--color-sky-300)]',
  violet:
    '[--accent-glow:var(--color-violet-600)] [--accent-ink:var(--color-violet-700)] [--accent-soft:var(--color-violet-50)] [--accent-bright:var(--color-violet-300)]',
  amber:
    '[--accent-glow:var(--color-amber-600)] [--accent-ink:var(--color-amber-700)] [--accent-soft:var(--color-amber-50)] [--accent-bright:var(--color-amber-300)]',
  emerald:
    '[--accent-glow:var(--color-emerald-600)] [--accent-ink:var(--color-emerald-700)] [--accent-soft:var(--color-emerald-50)] [--accent-bright:var(--color-emerald-300)]',
  rose: '[--accent-glow:var(--color-rose-600)] [--accent-ink:var(--color-rose-700)] [--accent-soft:var(--color-rose-50)] [--accent-bright:var(--color-rose-300)]',
  teal: '[--accent-glow:var(--color-teal-600)] [--accent-ink:var(--color-teal-700)] [--accent-soft:var(--color-teal-50)] [--accent-bright:var(--color-teal-300)]',
};
