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
import { useEffect, useRef, useState } from 'react';
import { NoScriptStyles } from '~/components/ui/no-script-styles';
import { Tabs } from '~/components/ui/tabs';
import { ContrastChecker, COLORS_DEMO_ANCHOR, type ColorPairValue } from './contrast-checker';
import { LegalAnalysisDemo } from './legal-analysis-demo';
import { QuickColors } from './quick-colors';
import { RecommendationsDemo } from './recommendations-demo';
import { ScannerDemo } from './scanner-demo';
import { ScreenReaderDemo } from './screen-reader-demo';
import { TestingPlayground } from './testing-playground';

export const LEGAL_SECTION_HASH = 'cyber-policy';

type Section = 'mobile' | typeof LEGAL_SECTION_HASH;
type MobileDemo = 'scanner' | 'voice' | 'colors' | 'quick-colors' | 'testing' | 'ai';

/** The hash picks the opening view: #cyber-policy opens the legal section, anything else the scanner. */
export function sectionForHash(hash: string): { section: Section; demo: MobileDemo } {
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

  useEffect(() => {
    function applyHash() {
      const hash = window.location.hash;
      // A link from the no-JavaScript colour form lands on the checker; keep it there.
      if (hash === `#${COLORS_DEMO_ANCHOR}`) {
        setSection('mobile');
        setDemo('colors');
        requestAnimationFrame(() => document.getElementById(COLORS_DEMO_ANCHOR)?.scrollIntoView());
        return;
      }
      const next = sectionForHash(hash);
      setSection(next.section);
      setDemo(next.demo);
      if (next.section === LEGAL_SECTION_HASH) requestAnimationFrame(() => legalRef.current?.scrollIntoView());
    }
    applyHash();
    window.addEventListener('hashchange', applyHash);
    return () => window.removeEventListener('hashchange', applyHash);
  }, []);

  useEffect(() => {
    // Client navigation to new query values (e.g. the browser's back button) updates the checker.
    if (colorsFromQuery.current !== initialColors) {
      colorsFromQuery.current = initialColors;
      setColors(initialColors);
    }
  }, [initialColors]);

  function tryColors(value: ColorPairValue) {
    setColors(value);
    setDemo('colors');
    requestAnimationFrame(() => document.getElementById(COLORS_DEMO_ANCHOR)?.scrollIntoView({ block: 'start' }));
  }

  return (
    <>
      <NoScriptStyles />
      <Tabs
        label="Demo groups"
        idBase="sandbox"
        headingLevel={2}
        value={section}
        onValueChange={setSection}
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
                onValueChange={setDemo}
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
