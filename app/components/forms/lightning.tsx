import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { cn } from '~/lib/cn';

/** docs/specification.md section 9: the animation hides half a second after the request ends. */
const LIGHTNING_LINGER_MS = 500;

/** True while `active`, and for a moment after it ends. */
export function useLingering(active: boolean, lingerMs = LIGHTNING_LINGER_MS) {
  const [lingering, setLingering] = useState(false);
  const [wasActive, setWasActive] = useState(active);
  // Adjusting state while rendering, when `active` turns off, avoids an extra effect pass.
  if (active !== wasActive) {
    setWasActive(active);
    if (!active) setLingering(true);
  }
  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), lingerMs);
    return () => clearTimeout(timer);
  }, [lingering, lingerMs]);
  return active || lingering;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useReducedMotion() {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** The flashing bolts shown while the website request is being sent; still under reduced motion. */
export function Lightning({ visible }: { visible: boolean }) {
  const reduced = useReducedMotion();
  if (!visible) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="lightning"
      data-motion={reduced ? 'reduced' : 'full'}
      className="inline-flex items-center"
    >
      {[0, 150, 300].map((delay) => (
        <SpriteSvg
          symbol="zap"
          key={delay}
          className={cn('size-4 fill-sun-300 text-sun-300', !reduced && 'animate-lightning')}
          style={reduced ? undefined : { animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
