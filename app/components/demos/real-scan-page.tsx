import { Link } from '@remix-run/react';
import { ArrowRight, Check, Contrast, FileText, Hand, ListChecks, ScanEye, Wrench } from '~/components/ui/icons/icons';
import { SectionHeading } from '~/components/sections/section-heading';
import { buttonVariants } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { NoScriptStyles } from '~/components/ui/no-script-styles';
import { PageHero, type PageHeroContent } from '~/components/sections/page-hero';
import { cn } from '~/lib/cn';
import { formatUsd } from '~/lib/quote/format';
import { AppUploader } from './app-uploader';

const HERO: PageHeroContent = {
  eyebrow: 'Real app scanner',
  heading: 'Scan Your Mobile App',
  subheading:
    'Upload your iOS, Android or Flutter build and we detect the platform and prepare an accessibility scan against WCAG 2.1 AA.',
  links: [],
};

const WHAT_YOU_GET = [
  {
    icon: ScanEye,
    title: 'Screen reader review',
    body: 'Missing labels, wrong roles and unannounced changes, as VoiceOver and TalkBack meet them.',
  },
  {
    icon: Contrast,
    title: 'Colour contrast',
    body: 'Every text and icon colour pair measured against the 4.5:1 and 3:1 minimums.',
  },
  {
    icon: Hand,
    title: 'Touch targets',
    body: 'Controls smaller than 44 by 44 px and targets placed too close together.',
  },
  {
    icon: ListChecks,
    title: 'WCAG 2.1 AA mapping',
    body: 'Each finding tied to its success criterion, for Section 508 and ADA Title II evidence.',
  },
  {
    icon: FileText,
    title: 'A prioritised report',
    body: 'Issues ranked by severity and by how many people they block, with screenshots.',
  },
  {
    icon: Wrench,
    title: 'Fix guidance',
    body: 'Code-level advice for SwiftUI, UIKit, Jetpack Compose, Views and Flutter.',
  },
];

// SPEC.md section 9: the website offer this page cross-sells.
const WEBSITE_OFFER = {
  flatRate: 500,
  pagesIncluded: 5,
  extraPage: 75,
  supportPerMonth: 50,
};

export function RealScanPage() {
  return (
    <>
      <NoScriptStyles />
      <PageHero hero={HERO} />

      <section aria-labelledby="upload-heading" className="bg-ink-50 py-14 sm:py-20">
        <Container className="max-w-3xl">
          <h2 id="upload-heading" className="sr-only">
            Upload your app
          </h2>
          <AppUploader />
        </Container>
      </section>

      <section aria-labelledby="what-you-get-heading" className="py-16 sm:py-24">
        <Container>
          <SectionHeading
            id="what-you-get-heading"
            eyebrow="What you get"
            heading="A scan that reads your app like your users do"
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {WHAT_YOU_GET.map(({ icon: Icon, title, body }) => (
              <li key={title} className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
                <span
                  aria-hidden="true"
                  className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700"
                >
                  <Icon className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-bold">{title}</h3>
                <p className="mt-1.5 text-ink-600">{body}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/pricing" className={buttonVariants({ size: 'lg' })}>
              See audit pricing
            </Link>
            <Link to="/sandbox" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
              Try the free demo tools
            </Link>
          </div>
        </Container>
      </section>

      <section aria-labelledby="website-offer-heading" className="pb-16 sm:pb-24">
        <Container>
          <div className="grid gap-8 overflow-hidden rounded-card bg-ink-950 p-8 text-white shadow-lift sm:p-12 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
            <div>
              <p className="text-sm font-bold tracking-widest text-sun-300 uppercase">Website building</p>
              <h2
                id="website-offer-heading"
                className="mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
              >
                Need an accessible website too?
              </h2>
              <ul className="mt-6 space-y-2.5 text-ink-200">
                {[
                  `Up to ${WEBSITE_OFFER.pagesIncluded} pages, designed and built for a flat rate`,
                  `${formatUsd(WEBSITE_OFFER.extraPage)} per extra page`,
                  `Ongoing support ${formatUsd(WEBSITE_OFFER.supportPerMonth)}/month, with 1 hour of updates included`,
                ].map((item) => (
                  <li key={item} className="flex gap-2.5">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sun-300" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-2xl bg-white/5 p-6 text-center ring-1 ring-white/15 lg:min-w-64">
              <p className="font-display text-6xl font-extrabold text-white">{formatUsd(WEBSITE_OFFER.flatRate)}</p>
              <p className="mt-1 text-ink-200">flat rate</p>
              <Link
                to="/website-services"
                className={cn(buttonVariants({ variant: 'highlight', size: 'lg' }), 'mt-6 w-full')}
              >
                Website services
                <ArrowRight aria-hidden="true" />
              </Link>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
