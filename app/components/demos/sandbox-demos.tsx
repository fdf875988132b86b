import {
  Accessibility,
  Brain,
  Contrast,
  FlaskConical,
  Mic,
  Palette,
  ScanSearch,
  Scale,
  Smartphone,
} from '~/components/ui/icons/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NoScriptStyles } from '~/render/no-script-styles';
import { Tabs } from '~/components/ui/tabs';
import { COLORS_DEMO_ANCHOR, type ColorPairValue } from './color-pair';
import { lazyPart, useShowWhenLoaded, type Loadable } from '~/render/lazy-part';
import { ScannerDemo } from './scanner-demo';

// The scanner opens the page, so its code comes with it; every other demo is behind a tab and its
// code is fetched after hydration (render/lazy-part.tsx), which keeps the page's JavaScript within its
// budget (ADR 0016). The server renders them all, as before.
const voiceDemo = lazyPart(() => import('./screen-reader-demo').then((module) => module.ScreenReaderDemo));
const colorsDemo = lazyPart(() => import('./contrast-checker').then((module) => module.ContrastChecker));
const quickColorsDemo = lazyPart(() => import('./quick-colors').then((module) => module.QuickColors));
const testingDemo = lazyPart(() => import('./testing-playground').then((module) => module.TestingPlayground));
const aiDemo = lazyPart(() => import('./recommendations-demo').then((module) => module.RecommendationsDemo));
const legalDemo = lazyPart(() => import('./legal-analysis-demo').then((module) => module.LegalAnalysisDemo));

const ScreenReaderDemo = voiceDemo.Component;
const ContrastChecker = colorsDemo.Component;
const QuickColors = quickColorsDemo.Component;
const TestingPlayground = testingDemo.Component;
const RecommendationsDemo = aiDemo.Component;
const LegalAnalysisDemo = legalDemo.Component;

const LEGAL_SECTION_HASH = 'cyber-policy';

type Section = 'mobile' | typeof LEGAL_SECTION_HASH;
type MobileDemo = 'scanner' | 'voice' | 'colors' | 'quick-colors' | 'testing' | 'ai';

/** The lazy code a demo tab needs before it shows (the scanner's is in the page). */
const DEMO_PARTS: Record<MobileDemo, readonly Loadable[]> = {
  scanner: [],
  voice: [voiceDemo],
  colors: [colorsDemo],
  'quick-colors': [quickColorsDemo],
  testing: [testingDemo],
  ai: [aiDemo],
};

/** The hash picks the opening view: #cyber-policy opens the legal section, anything else the scanner. */
function sectionForHash(hash: string): { section: Section; demo: MobileDemo } {
  return hash.replace(/^#/, '') === LEGAL_SECTION_HASH
    ? { section: LEGAL_SECTION_HASH, demo: 'scanner' }
    : { section: 'mobile', demo: 'scanner' };
}

export function SandboxDemos({ initialColors }: { initialColors: ColorPairValue }) {
  const [section, setSection] = useState<Section>('mobile');
  const [demo, setDemo] = useState<MobileDemo>('scanner');
  const [colors, setColors] = useState(initialColors);
  const legalRef = useRef<HTMLDivElement>(null);
  const colorsFromQuery = useRef(initialColors);
  // A tab shows once its demo's code is in, so what it shows always works.
  const show = useShowWhenLoaded();

  useEffect(() => {
    function applyHash() {
      const hash = window.location.hash;
      // A link from the no-JavaScript color form lands on the checker; keep it there.
      if (hash === `#${COLORS_DEMO_ANCHOR}`) {
        show([colorsDemo], () => {
          setSection('mobile');
          setDemo('colors');
          requestAnimationFrame(() => document.getElementById(COLORS_DEMO_ANCHOR)?.scrollIntoView());
        });
        return;
      }
      const next = sectionForHash(hash);
      show(next.section === LEGAL_SECTION_HASH ? [legalDemo] : DEMO_PARTS[next.demo], () => {
        setSection(next.section);
        setDemo(next.demo);
        if (next.section === LEGAL_SECTION_HASH) requestAnimationFrame(() => legalRef.current?.scrollIntoView());
      });
    }
    applyHash();
    window.addEventListener('hashchange', applyHash);
    return () => window.removeEventListener('hashchange', applyHash);
  }, [show]);

  useEffect(() => {
    // Client navigation to new query values (e.g. the browser's back button) updates the checker.
    if (colorsFromQuery.current !== initialColors) {
      colorsFromQuery.current = initialColors;
      show([colorsDemo], () => setColors(initialColors));
    }
  }, [initialColors, show]);

  // Stable, so the Quick Colors demo waiting for its code is not re-rendered (render/lazy-part.tsx).
  const tryColors = useCallback(
    (value: ColorPairValue) => {
      show([colorsDemo], () => {
        setColors(value);
        setDemo('colors');
        requestAnimationFrame(() => document.getElementById(COLORS_DEMO_ANCHOR)?.scrollIntoView({ block: 'start' }));
      });
    },
    [show],
  );

  function selectSection(next: Section) {
    show(next === LEGAL_SECTION_HASH ? [legalDemo] : DEMO_PARTS[demo], () => setSection(next));
  }

  function selectDemo(next: MobileDemo) {
    show(DEMO_PARTS[next], () => setDemo(next));
  }

  return (
    <>
      <NoScriptStyles />
      <Tabs
        label="Demo groups"
        idBase="sandbox"
        headingLevel={2}
        value={section}
        onValueChange={selectSection}
        className="[&>[role=tablist]]:mx-auto [&>[role=tablist]]:w-fit [&>[role=tablist]]:max-w-full"
        items={[
          {
            id: 'mobile',
            label: 'Mobile App Accessibility',
            icon: <Smartphone aria-hidden="true" />,
            content: (
              <Tabs
                label="Mobile app demos"
                idBase="sandbox-mobile"
                headingLevel={3}
                variant="underline"
                value={demo}
                onValueChange={selectDemo}
                items={[
                  {
                    id: 'scanner',
                    label: 'Scanner Demo',
                    icon: <ScanSearch aria-hidden="true" />,
                    content: <ScannerDemo />,
                  },
                  { id: 'voice', label: 'Voice Demo', icon: <Mic aria-hidden="true" />, content: <ScreenReaderDemo /> },
                  {
                    id: 'colors',
                    label: 'Colors Demo',
                    icon: <Palette aria-hidden="true" />,
                    content: <ContrastChecker value={colors} onChange={setColors} />,
                  },
                  {
                    id: 'quick-colors',
                    label: 'Quick Colors',
                    icon: <Contrast aria-hidden="true" />,
                    content: <QuickColors onTry={tryColors} />,
                  },
                  {
                    id: 'testing',
                    label: 'Testing Demo',
                    icon: <FlaskConical aria-hidden="true" />,
                    content: <TestingPlayground />,
                  },
                  { id: 'ai', label: 'AI Demo', icon: <Brain aria-hidden="true" />, content: <RecommendationsDemo /> },
                ]}
              />
            ),
          },
          {
            id: LEGAL_SECTION_HASH,
            label: 'Cyber Policy & Legal',
            icon: <Scale aria-hidden="true" />,
            content: (
              <div id={LEGAL_SECTION_HASH} ref={legalRef}>
                <Tabs
                  label="Legal demos"
                  idBase="sandbox-legal"
                  headingLevel={3}
                  variant="underline"
                  value="legal-analysis"
                  onValueChange={() => undefined}
                  items={[
                    {
                      id: 'legal-analysis',
                      label: 'Legal Analysis Demo',
                      icon: <Accessibility aria-hidden="true" />,
                      content: <LegalAnalysisDemo />,
                    },
                  ]}
                />
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
