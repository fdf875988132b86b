import { isRouteErrorResponse } from '@remix-run/react';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';

function ErrorPanel({
  icon,
  eyebrow,
  title,
  body,
  link = { to: '/', label: 'Return to Home' },
}: {
  icon: React.ReactNode;
  eyebrow: string;
  title: string;
  body: string;
  link?: { to: string; label: string };
}) {
  return (
    <section className="relative overflow-hidden bg-ink-50">
      <Container className="flex flex-col items-center py-24 text-center sm:py-32">
        <div className="grid size-16 place-items-center rounded-2xl bg-white text-brand-600 shadow-card">{icon}</div>
        <p className="mt-8 text-sm font-bold tracking-widest text-brand-700 uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-lg text-lg text-ink-600">{body}</p>
        <ButtonLink to={link.to} size="lg" className="mt-10">
          {link.label}
        </ButtonLink>
      </Container>
    </section>
  );
}

function NotFoundPage() {
  return (
    <ErrorPanel
      icon={<SpriteSvg symbol="compass" aria-hidden="true" className="size-8" />}
      eyebrow="Error 404"
      title="Page Not Found"
      body="The page you are looking for does not exist or has moved. Let's get you back on track."
    />
  );
}

/** Words a loader gave the error it answers with (a closed position's 410): written on the server. */
export interface ErrorWords {
  eyebrow: string;
  title: string;
  body: string;
  link: { to: string; label: string };
}

function wordsOf(data: unknown): ErrorWords | undefined {
  return typeof data === 'object' && data !== null && 'words' in data ? (data.words as ErrorWords) : undefined;
}

/** The branded page for any error a route throws: the 404 page, words its loader gave, or a calm apology. */
export function RouteErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const words = isRouteErrorResponse(error) ? wordsOf(error.data) : undefined;
  if (words)
    return <ErrorPanel icon={<SpriteSvg symbol="compass" aria-hidden="true" className="size-8" />} {...words} />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ErrorPanel
      icon={<SpriteSvg symbol="triangle-exclamation-point" aria-hidden="true" className="size-8" />}
      eyebrow={`Error ${status}`}
      title="Something went wrong"
      body="We could not show this page just now. Please try again in a moment, or head back to the home page."
    />
  );
}
