import { Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '~/lib/cn';

/** SPEC.md point 9: the animation hides half a second after the request ends. */
export const LIGHTNING_LINGER_MS = 500;

/** True while `active`, and for a moment after it ends. */
export function useLingering(active: boolean, lingerMs = LIGHTNING_LINGER_MS) {
  const [visible, setVisible] = useState(active);
  useEffect(() => {
    if (active) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(false), lingerMs);
    return () => clearTimeout(timer);
  }, [active, lingerMs]);
  return visible;
}

function useReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** The flashing bolts shown while the website request is being sent; still under reduced motion. */
export function Lightning({ visible }: { visible: boolean }) {
  const reduced = useReducedMotion();
  if (!visible) return null;
  return (
    <span aria-hidden="true" data-testid="lightning" data-motion={reduced ? 'reduced' : 'full'} className="inline-flex items-center">
      {[0, 150, 300].map((delay) => (
        <Zap
          key={delay}
          className={cn('size-4 fill-sun-300 text-sun-300', !reduced && 'animate-lightning')}
          style={reduced ? undefined : { animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
