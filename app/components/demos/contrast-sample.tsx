/**
 * Sample text drawn as SVG. The demos show failing color pairs on purpose; drawing them as an
 * image (described in words next to it) keeps those deliberate failures out of the page's own
 * text, which must itself meet contrast minimums.
 */
export function ContrastSample({
  background,
  text,
  lines,
  className,
}: {
  background: string;
  text: string;
  lines: readonly { text: string; size: number; weight?: number }[];
  className?: string;
}) {
  const padding = 20;
  const gap = 12;
  const height = lines.reduce((sum, line) => sum + line.size * 1.25, 0) + gap * (lines.length - 1) + padding * 2;
  // Each line's baseline sits one font size below the previous line's bottom plus the gap.
  const baselines = lines.map(
    (_line, index) =>
      padding +
      lines.slice(0, index).reduce((sum, previous) => sum + previous.size * 1.25 + gap, 0) +
      (lines[index]?.size ?? 0),
  );
  return (
    <svg viewBox={`0 0 360 ${height}`} aria-hidden="true" className={className} preserveAspectRatio="xMinYMid meet">
      <rect width="360" height={height} rx="14" fill={background} stroke="currentColor" strokeOpacity="0.12" />
      {lines.map((line, index) => (
        <text
          key={line.text}
          x={padding}
          y={baselines[index]}
          fill={text}
          fontSize={line.size}
          fontWeight={line.weight ?? 400}
          fontFamily="Inter Variable, ui-sans-serif, system-ui, sans-serif"
        >
          {line.text}
        </text>
      ))}
    </svg>
  );
}
