import { renderToStaticMarkup } from 'react-dom/server';

/**
 * Where the browser finds the visual-editing entry: in a build, the hashed file the client build
 * emitted for it (vite.config.ts passes it in); under Vite's dev server, the source file itself.
 */
const VISUAL_EDITING_SCRIPT: string = import.meta.env.PREVIEW_SCRIPT_URL ?? '/app/render/visual-editing.client.ts';

/**
 * The bar that says what preview shows: drafts, published content only, or a release. A plain
 * link leaves preview, with or without JavaScript.
 */
function PreviewBar({ back, shown }: { back: string; shown: string }) {
  return (
    <aside
      aria-label="Preview mode"
      className="sticky bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-ink-950 px-4 py-2 text-sm text-white"
    >
      <p>
        <strong>Preview:</strong> {shown}
      </p>
      <span aria-hidden="true">—</span>
      <a
        data-preview-exit=""
        href={`/api/preview-mode/disable?redirect=${encodeURIComponent(back)}`}
        className="font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        Exit
      </a>
    </aside>
  );
}

/**
 * A preview page: the rendered document plus the bar and the script that starts visual editing,
 * added at the end of <body> after React has rendered. React 18 leaves nodes after its own at
 * the end of <body> alone when it hydrates, so the page hydrates as usual, and normal pages carry
 * no preview code at all. The inline module script is hashed into the content policy like Remix's own, and imports the
 * entry statically as Remix's does: the policy's 'strict-dynamic' trusts static imports of a hashed
 * module script, not an import() from it.
 */
export function withPreviewMode(html: string, request: Request, shown: string): string {
  const { pathname, search } = new URL(request.url);
  const additions =
    renderToStaticMarkup(<PreviewBar back={`${pathname}${search}`} shown={shown} />) +
    `<link rel="modulepreload" href="${VISUAL_EDITING_SCRIPT}">` +
    `<script type="module">import ${JSON.stringify(VISUAL_EDITING_SCRIPT)};</script>`;
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html + additions : html.slice(0, end) + additions + html.slice(end);
}
