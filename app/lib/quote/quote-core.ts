import { formatUsd } from './format';

// The machinery both calculators share; each calculator keeps its own prices, tiers and labels.

type QuoteLine = { label: string; amount: number };

interface QuoteTimeline<Value extends string> {
  value: Value;
  label: string;
  duration: string;
  adjustment: number;
}

export interface QuoteParts<Value extends string> {
  base: QuoteLine;
  /** The size tier line (screens or pages), if the size reaches one. */
  tier: QuoteLine | null;
  /** The features the visitor picked, with their prices. */
  features: readonly QuoteLine[];
  integrations: { count: number | undefined; unitPrice: number };
  timeline: QuoteTimeline<Value>;
}

/** Negative or fractional counts would otherwise produce discounts or cents. */
function integrationCount(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The itemised quote. The total is the sum of the lines, so the two can never disagree. */
export function buildQuote<Value extends string>({ base, tier, features, integrations, timeline }: QuoteParts<Value>) {
  const lines: QuoteLine[] = [base];
  if (tier) lines.push(tier);
  lines.push(...features);
  const count = integrationCount(integrations.count);
  if (count > 0) {
    lines.push({
      label: `API integrations (${count} × ${formatUsd(integrations.unitPrice)})`,
      amount: count * integrations.unitPrice,
    });
  }
  if (timeline.adjustment !== 0) {
    lines.push({ label: `${timeline.label} timeline (${timeline.duration})`, amount: timeline.adjustment });
  }
  return {
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    lines,
    timeline: { value: timeline.value, label: timeline.label, duration: timeline.duration },
  };
}

/** A select's submitted value, if it is one of the offered options; otherwise the fallback. */
export function pickOptionValue(
  raw: string | undefined,
  options: readonly { value: number }[],
  fallback: number,
): number {
  const trimmed = raw?.trim();
  return options.find((option) => String(option.value) === trimmed)?.value ?? fallback;
}

/** Browsers submit a checked checkbox as 'on' and omit an unchecked one entirely. */
export function isChecked(raw: string | undefined): boolean {
  return raw === 'on';
}
