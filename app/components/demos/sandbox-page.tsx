import { Link } from '@remix-run/react';
import { FlaskConical, Info, Mail, Scale } from '~/components/ui/icons/icons';
import { buttonVariants } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { PageHero, type PageHeroContent } from '~/components/sections/page-hero';
import { cn } from '~/lib/cn';
import type { ColorPairValue } from './contrast-checker';
import { SandboxDemos } from './sandbox-demos';

const HERO: PageHeroContent = {
  eyebrow: 'Interactive demo suite',
  heading: 'Accessibility Sandbox',
  subheading:
    'Try the tools we use in our mobile app accessibility audits: a scanner, a screen reader simulator, colour checkers, a testing playground, AI recommendations and a policy walk-through.',
  links: [],
};

const DISCLAIMERS = [
  {
    icon: FlaskConical,
    title: 'Educational simulations',
    body: 'Every demo runs on fixed sample data to show how testing works. None of them is real compliance testing.',
  },
  {
    icon: Info,
    title: 'Nothing leaves your browser',
    body: 'URLs, screenshots and choices you enter stay on this page. Nothing is uploaded, stored or analysed.',
  },
  {
    icon: Scale,
    title: 'Not legal advice',
    body: 'The policy walk-through simplifies public rules for teaching. Ask qualified counsel about your obligations.',
  },
];

export function SandboxPage({ mailto, initialColors }: { mailto: string; initialColors: ColorPairValue }) {
  return (
    <>
      <PageHero hero={HERO}>
        <ul aria-label="Before you start" className="mt-10 grid gap-3 sm:grid-cols-3">
          {DISCLAIMERS.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/15">
              <p className="flex items-center gap-2 font-semibold text-white">
                <Icon aria-hidden="true" className="size-4 text-sun-300" />
                {title}
              </p>
              <p className="mt-1.5 text-sm text-ink-200">{body}</p>
            </li>
          ))}
        </ul>
      </PageHero>

      <section aria-labelledby="demos-heading" className="bg-ink-50 py-14 sm:py-20">
        <Container>
          <h2 id="demos-heading" className="sr-only">
            Demos
          </h2>
          <SandboxDemos initialColors={initialColors} />
        </Container>
      </section>

      <section aria-labelledby="sandbox-cta-heading" className="py-16 sm:py-24">
        <Container>
          <div className="relative isolate overflow-hidden rounded-card bg-brand-700 px-6 py-12 text-center shadow-lift sm:px-12 sm:py-16">
            <div
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_-20%,var(--color-brand-500),transparent_70%)]"
            />
            <h2 id="sandbox-cta-heading" className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
              Ready for a real audit?
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
              Our experts test your app with VoiceOver, TalkBack, keyboards and switch access, and hand you a
              prioritised remediation plan.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <a href={mailto} className={cn(buttonVariants({ variant: 'inverse', size: 'lg' }))}>
                <Mail aria-hidden="true" />
                Request a Professional Audit
              </a>
              <Link
                to="/pricing"
                className={cn(
                  buttonVariants({ variant: 'ghost', size: 'lg' }),
                  'text-white hover:bg-white/10 hover:text-white',
                )}
              >
                See audit pricing
              </Link>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
