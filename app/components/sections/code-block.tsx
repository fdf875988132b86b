/** A scrollable code sample; focusable so keyboard users can scroll it too. */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  return (
    <figure className="overflow-hidden rounded-card bg-ink-950 shadow-lift ring-1 ring-white/10">
      <figcaption className="flex items-center gap-2 border-b border-white/10 px-5 py-3 text-xs font-semibold tracking-wider text-ink-300 uppercase">
        <span aria-hidden="true" className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-danger-600" />
          <span className="size-2.5 rounded-full bg-sun-400" />
          <span className="size-2.5 rounded-full bg-success-700" />
        </span>
        {label}
      </figcaption>
      {/* A named region: focusable to scroll, and HTML allows a name on a pre only with a role. */}
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={label}
        className="overflow-x-auto p-5 text-sm leading-relaxed text-ink-100"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
