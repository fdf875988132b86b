/**
 * Sample text drawn as SVG. The demos show failing colour pairs on purpose; drawing them as an
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
  let y = padding;
  return (
    <svg viewBox={`0 0 360 ${height}`} aria-hidden="true" className={className} preserveAspectRatio="xMinYMid meet">
      <rect width="360" height={height} rx="14" fill={background} stroke="currentColor" strokeOpacity="0.12" />
      {lines.map((line) => {
        y += line.size;
        const element = (
          <text key={line.text} x={padding} y={y} fill={text} fontSize={line.size} fontWeight={line.weight ?? 400} fontFamily="Inter Variable, ui-sans-serif, system-ui, sans-serif">
            {line.text}
          </text>
        );
        y += line.size * 0.25 + gap;
        return element;
      })}
    </svg>
  );
}
