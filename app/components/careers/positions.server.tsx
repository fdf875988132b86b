import { renderStatic } from '~/render/server-html.server';
import type { JobPosition } from '~/content/schemas/job-position';
import { JobCard } from './job-card';
import { JobDetails } from './job-details';

/**
 * A position as the careers page's browser code needs it: what the search looks through, and
 * the card and the detail dialog's body as markup the server rendered (they have no behavior of
 * their own, so their code stays on the server: ADR 0016).
 */
export interface ListedPosition {
  slug: string;
  title: string;
  department: string;
  location: string;
  /** The card in the list; its View Details link opens the detail dialog with JavaScript. */
  card: string;
  /** The body of the detail dialog. */
  details: string;
}

export function listPositions(positions: JobPosition[]): ListedPosition[] {
  return positions.map((job) => ({
    slug: job.slug,
    title: job.title,
    department: job.department,
    location: job.location,
    card: renderStatic(<JobCard job={job} />),
    details: renderStatic(<JobDetails job={job} />),
  }));
}
