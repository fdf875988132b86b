import { Form, Link } from '@remix-run/react';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { ServerHtml } from '~/render/server-html';
import { filterPositions } from '~/lib/careers';
import type { ListedPosition } from './positions.server';

export const MAX_QUERY_LENGTH = 100;

interface PositionsSectionProps {
  positions: ListedPosition[];
  /** The search from the URL (?q=), which the server already applied to its HTML. */
  q: string;
  /** A problem with a plain submission that cannot be shown beside its form. */
  alert?: string;
  /** The title of the closed position whose address led here. */
  closed?: string;
  /** With JavaScript, View Details opens a dialog instead of following its link. */
  onViewDetails: (job: ListedPosition) => void;
}

/**
 * The open positions with their search. Typing filters at once; without JavaScript the search
 * is a GET form and the server renders the same filtered list.
 */
export function PositionsSection({ positions, q, alert, closed, onViewDetails }: PositionsSectionProps) {
  const [query, setQuery] = useState(q);
  const [submittedQuery, setSubmittedQuery] = useState(q);
  // A new search from the URL (a submitted search form, back and forward) replaces what was typed.
  if (q !== submittedQuery) {
    setSubmittedQuery(q);
    setQuery(q);
  }
  const visible = filterPositions(positions, query);

  return (
    <section aria-labelledby="positions-heading" className="py-16 sm:py-20">
      <Container className="max-w-4xl">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="positions-heading" className="text-3xl font-extrabold tracking-tight">
              Open positions
            </h2>
            <p role="status" className="mt-2 text-ink-600">
              {visible.length === 1 ? '1 position' : `${visible.length} positions`}
              {query.trim() ? ` matching “${query.trim()}”` : ' open now'}
            </p>
          </div>
          <Form method="get" role="search" className="flex w-full gap-2 sm:w-auto" preventScrollReset>
            <label htmlFor="careers-search" className="sr-only">
              Search positions
            </label>
            <div className="relative flex-1 sm:w-72">
              <SpriteSvg
                symbol="search"
                aria-hidden="true"
                className="absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-500"
              />
              <input
                id="careers-search"
                type="search"
                name="q"
                value={query}
                maxLength={MAX_QUERY_LENGTH}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Search positions..."
                className="h-11 w-full rounded-full border border-ink-300 bg-white pr-4 pl-10 text-base text-ink-950 placeholder:text-ink-500 hover:border-ink-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
              />
            </div>
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </Form>
        </div>

        {closed ? (
          <p role="status" className="mt-8 rounded-xl border border-ink-100 bg-ink-50 p-4 text-ink-700">
            The position “{closed}” is closed and no longer takes applications. These are the positions open now.
          </p>
        ) : null}

        {alert ? (
          <div
            role="alert"
            className="mt-8 flex gap-3 rounded-xl border border-danger-600/40 bg-danger-50 p-4 text-danger-700"
          >
            <SpriteSvg symbol="triangle-exclamation-point" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>{alert}</p>
          </div>
        ) : null}

        {visible.length > 0 ? (
          <ul className="mt-10 space-y-4">
            {visible.map((job) => (
              <li
                key={job.slug}
                // The card is markup; its View Details link is caught before it navigates.
                onClickCapture={(event) => {
                  const link = (event.target as Element).closest('a');
                  if (link?.getAttribute('href') !== `/careers/${job.slug}`) return;
                  event.preventDefault();
                  onViewDetails(job);
                }}
              >
                <ServerHtml html={job.card} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-10 rounded-card border border-dashed border-ink-300 px-6 py-14 text-center">
            <p className="text-lg font-semibold text-ink-800">No positions matching your search.</p>
            <Link
              to="/careers"
              className="mt-3 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline"
              onClick={() => setQuery('')}
            >
              Show all positions
            </Link>
          </div>
        )}
      </Container>
    </section>
  );
}
