/**
 * Formats a dollar amount as whole US dollars, e.g. 10300 → '$10,300' and -500 → '-$500'.
 *
 * Grouping is done by hand rather than with Intl so the output does not depend on the
 * ICU data bundled with the runtime (server and browser must render the same string).
 */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`formatUsd expects a finite number, received ${String(amount)}`);
  }
  // Round the magnitude so halves round away from zero on both sides of 0.
  const dollars = Math.round(Math.abs(amount));
  // An amount that rounds to zero must not render as '-$0'.
  const sign = amount < 0 && dollars !== 0 ? '-' : '';
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${grouped}`;
}
