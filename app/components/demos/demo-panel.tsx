import type { ReactNode } from 'react';
import { Badge } from '~/components/ui/badge';
import { Card } from '~/components/ui/card';
import { cn } from '~/lib/cn';

/** The frame every demo sits in: a title, what it shows, and the simulation label. */
export function DemoPanel({
  title,
  description,
  children,
  className,
  headingId,
}: {
  title: string;
  description: string;
  children: ReactNode;
  className?: string;
  headingId?: string;
}) {
  return (
    <Card as="section" aria-labelledby={headingId} className={cn('p-5 sm:p-8', className)}>
      <div className="flex flex-col gap-3 border-b border-ink-100 pb-5 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id={headingId} className="text-xl font-bold tracking-tight sm:text-2xl">
            {title}
          </h3>
          <p className="mt-1.5 max-w-2xl text-ink-600">{description}</p>
        </div>
        <Badge tone="highlight" className="self-start">
          Educational simulation
        </Badge>
      </div>
      <div className="pt-6">{children}</div>
    </Card>
  );
}

/**
 * Shown only when JavaScript is off, for demos that run entirely in the browser. Its id is the
 * description of the demo's buttons, which stay disabled until the page's script runs.
 */
export function NeedsJavaScript({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p
      id={id}
      data-no-js=""
      className="mb-6 hidden rounded-xl border border-warning-700/30 bg-warning-50 p-4 text-sm text-warning-700"
    >
      {children}
    </p>
  );
}
