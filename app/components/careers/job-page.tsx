import { Link } from '@remix-run/react';
import { Badge } from '~/components/ui/badge';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import type { JobPosition } from '~/content/schemas/job-position';
import { JobDetails } from './job-details';
import { Card } from '~/components/ui/card';

/** A position's own page: rendered on the server (it has no behavior of its own), shown as markup. */
export function JobPage({ job }: { job: JobPosition }) {
  return (
    <Container className="max-w-3xl py-14 sm:py-20">
      <Link
        to="/careers"
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        <SpriteSvg symbol="arrow-left" aria-hidden="true" className="size-4" />
        All positions
      </Link>
      <div className="mt-8 space-y-3">
        <Badge>Careers</Badge>
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{job.title}</h1>
      </div>
      <Card className="mt-8 p-6 sm:p-8">
        <JobDetails job={job} headingLevel="h2" />
        <div className="mt-8 border-t border-ink-100 pt-6">
          <ButtonLink to={`/careers/${job.slug}/apply`} size="lg">
            Apply for this position
          </ButtonLink>
        </div>
      </Card>
    </Container>
  );
}
