/**
 * The studio's pattern for heroes without a picture: a 4 × 4 grid of tiles, each a petal, a
 * circle, a quarter or an outline, in the brand's blue-violet with one warm tile. The page's
 * heading picks the arrangement, so every page has its own and it never changes between visits.
 */
const SHAPES = ['petal', 'circle', 'quarter', 'outline', 'dot', 'petal-flip'] as const;
type Shape = (typeof SHAPES)[number];

function hash(text: string) {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

const CELL = 104;
const GAP = 12;

function Tile({ shape, x, y, warm, tone }: { shape: Shape; x: number; y: number; warm: boolean; tone: number }) {
  const fill = warm
    ? 'var(--color-sun-400)'
    : ['var(--color-brand-500)', 'var(--color-brand-300)', 'var(--color-brand-700)'][tone];
  const r = CELL / 2;
  switch (shape) {
    case 'petal':
      return (
        <path
          d={`M${x} ${y + CELL}V${y + r}a${r} ${r} 0 0 1 ${r}-${r}H${x + CELL}V${y + r}a${r} ${r} 0 0 1-${r} ${r}Z`}
          fill={fill}
        />
      );
    case 'petal-flip':
      return (
        <path
          d={`M${x} ${y}H${x + r}a${r} ${r} 0 0 1 ${r} ${r}V${y + CELL}H${x + r}a${r} ${r} 0 0 1-${r}-${r}Z`}
          fill={fill}
        />
      );
    case 'circle':
      return <circle cx={x + r} cy={y + r} r={r} fill={fill} />;
    case 'quarter':
      return <path d={`M${x} ${y}H${x + CELL}V${y + CELL}A${CELL} ${CELL} 0 0 1 ${x} ${y}Z`} fill={fill} />;
    case 'outline':
      return (
        <rect
          x={x + 2}
          y={y + 2}
          width={CELL - 4}
          height={CELL - 4}
          rx={28}
          fill="none"
          stroke={fill}
          strokeWidth={3}
        />
      );
    case 'dot':
      return <circle cx={x + r} cy={y + r} r={10} fill={fill} />;
  }
}

/** The tiles for a heading: a small deterministic generator seeded by the text. */
function arrangement(seed: string) {
  let state = hash(seed) || 1;
  const next = () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507) >>> 0;
    state = Math.imul(state ^ (state >>> 13), 3266489909) >>> 0;
    return (state ^= state >>> 16) >>> 0;
  };
  const warmIndex = next() % 16;
  const tiles = Array.from({ length: 16 }, (_, index) => ({
    index,
    shape: SHAPES[next() % SHAPES.length] ?? 'circle',
    tone: next() % 3,
  }));
  return { warmIndex, tiles };
}

export function HeroArt({ seed }: { seed: string }) {
  const { warmIndex, tiles } = arrangement(seed);
  const size = 4 * CELL + 3 * GAP;
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
      className="hidden w-full max-w-sm justify-self-end opacity-80 lg:block"
    >
      {tiles.map(({ index, shape, tone }) => (
        <g key={index}>
          <rect
            x={(index % 4) * (CELL + GAP)}
            y={Math.floor(index / 4) * (CELL + GAP)}
            width={CELL}
            height={CELL}
            rx={28}
            fill="rgb(255 255 255 / 0.04)"
          />
          <Tile
            shape={shape}
            x={(index % 4) * (CELL + GAP)}
            y={Math.floor(index / 4) * (CELL + GAP)}
            warm={index === warmIndex}
            tone={tone}
          />
        </g>
      ))}
    </svg>
  );
}
