import type { ReactNode } from 'react';

/**
 * Large display headings: the display face gives full stops and commas wide side bearings, so
 * at 36 px and up "Scale," reads as "Scale ,". Punctuation after a letter is drawn a little
 * closer (the .heading-punct rule in app.css); the text itself, and so the heading's accessible
 * name, is unchanged.
 */
export function HeadingText({ children }: { children: string }): ReactNode {
  const parts = children.split(/(?<=[\p{L}\p{N}])([.,;:])/u);
  if (parts.length === 1) return children;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="heading-punct">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
