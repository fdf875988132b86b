// The search words of the pages whose words are not a `page` document's (those are the document's
// own; which address shows which document is the route table's, app/lib/route-table.ts).

export interface PageSeo {
  title: string;
  description: string;
}

/** A position's search words: its title, and its description cut at a word near 160 characters. */
export function jobPageSeo(job: { title: string; description: string }): PageSeo {
  const description =
    job.description.length <= 160 ? job.description : `${job.description.slice(0, 157).replace(/\s+\S*$/, '')}…`;
  return { title: `${job.title} · Careers`, description };
}

export function applyPageSeo(job: { title: string }): PageSeo {
  return { title: `Apply for ${job.title} · Careers`, description: `Apply for the ${job.title} position.` };
}

export const CONFIRMATION_SEO: PageSeo = {
  title: 'Thank You · Request received',
  description: 'Your request has been received. We will be in touch soon.',
};

export const BOOKING_MANAGE_SEO: PageSeo = {
  title: 'Your booking · Change or cancel',
  description: 'See your call booking, move it to another time or cancel it.',
};

export const BOOKING_RESPOND_SEO: PageSeo = {
  title: 'Booking request · Confirm or decline',
  description: 'Confirm or decline a call booking.',
};

/** A blog category's search words: its title and description. */
export function categorySeo(category: { title: string; description: string }): PageSeo {
  return { title: `${category.title} · Blog`, description: category.description };
}

/** An older page of a list says which page it is. */
export function listPageSeo<T extends PageSeo>(seo: T, page: number): T {
  return page > 1 ? { ...seo, title: `${seo.title} · Page ${page}` } : seo;
}
