import { createElement, type ReactNode } from 'react';
import { highlightCode, type ElementContent } from '~/lib/highlight.server';
import { codeLanguageTitle } from '~/lib/code-languages';

/** A token tree as React elements: spans with Prism's class names, which app.css colors. */
function renderTree(nodes: ElementContent[], path = ''): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${path}${index}`;
    if (node.type === 'text') return node.value;
    if (node.type !== 'element') return null;
    const className = node.properties.className;
    return createElement(
      node.tagName,
      { key, className: Array.isArray(className) ? className.join(' ') : undefined },
      renderTree(node.children, `${key}.`),
    );
  });
}

/**
 * A block of code in an article, colored on the server. The region is focusable so a keyboard
 * can scroll a long line into view.
 */
export function CodeBlock({ code, language, filename }: { code: string; language: string; filename?: string }) {
  const label = filename ?? codeLanguageTitle(language);
  return (
    <figure className="post-code overflow-hidden rounded-xl bg-ink-950 text-[0.9rem] leading-relaxed text-ink-100 shadow-card">
      <figcaption className="flex items-center justify-between border-b border-white/10 px-4 py-2 text-xs font-semibold tracking-wide text-ink-200">
        <span>{label}</span>
        {filename ? <span className="text-ink-300">{codeLanguageTitle(language)}</span> : null}
      </figcaption>
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-sun-300"
      >
        <code className={`language-${language}`}>
          {renderTree(highlightCode(code, language).children as ElementContent[])}
        </code>
      </pre>
    </figure>
  );
}
