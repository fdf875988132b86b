import { useLocation } from '@remix-run/react';
import { VisualEditing } from '@sanity/visual-editing/remix';

/**
 * Everything preview mode adds to a page: the bar that says drafts are shown, and Sanity's
 * visual editing (click a text in the Presentation tool to open its field; edits re-run the
 * loaders as they are typed). The root loads this module with a dynamic import only when the
 * preview cookie is set, so normal pages never download any of it.
 */
export function PreviewMode() {
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <>
      <aside
        aria-label="Preview mode"
        className="sticky bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-ink-950 px-4 py-2 text-sm text-white"
      >
        <p>
          <strong>Preview:</strong> drafts shown
        </p>
        <span aria-hidden="true">—</span>
        {/* A plain link: leaving preview works without JavaScript too. */}
        <a
          href={`/api/preview-mode/disable?redirect=${back}`}
          className="font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Exit
        </a>
      </aside>
      <VisualEditing zIndex={1000} />
    </>
  );
}
