import type { Author } from '~/content/schemas/person';
import { dateFormat } from '~/lib/date-format';
import { readingTimeLabel } from '~/lib/post-outline';

const longDate = dateFormat({ dateStyle: 'long', timeZone: 'America/Chicago' });

/** A date as a reader reads it ("October 27, 2026"), in the studio's time zone, in a machine-readable element. */
export function PostDate({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {longDate().format(new Date(value))}
    </time>
  );
}

/** "Priya Raman and Daniel Nguyen". */
function authorNames(authors: readonly Pick<Author, 'name'>[]): string {
  const names = authors.map((author) => author.name);
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** By whom, when and how long: the line under a post's title in a list. */
export function PostByline({
  authors,
  publishedAt,
  words,
  className,
}: {
  authors: readonly Pick<Author, 'name'>[];
  publishedAt: string;
  words: number;
  className?: string;
}) {
  return (
    <p className={className}>
      <span className="font-semibold text-ink-900">{authorNames(authors)}</span>
      <span aria-hidden="true"> · </span>
      <PostDate value={publishedAt} />
      <span aria-hidden="true"> · </span>
      <span>{readingTimeLabel(words)}</span>
    </p>
  );
}
