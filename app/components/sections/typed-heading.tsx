import type { CSSProperties } from 'react';

/** Milliseconds per character of the hero's typed word (docs/specification.md section 9). */
const TYPE_SPEED_MS = 140;

/**
 * A heading whose last word types itself out once. The whole text is in the server HTML and
 * in the accessible name; the animated copy is hidden from assistive technology. Each letter
 * appears after its own CSS delay, so no script is needed and reduced motion shows it at once.
 * Letters not yet typed are invisible but keep their place, and the caret is drawn beside the
 * latest letter without taking room, so the heading's box is final from the first paint
 * (ADR 0016: nothing moves).
 */
export function TypedHeading({ text, className }: { text: string; className?: string }) {
  const cut = text.trimEnd().lastIndexOf(' ') + 1;
  const lead = text.slice(0, cut);
  const word = text.slice(cut).trimEnd();
  return (
    <h1 className={className}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" data-typed-word={word}>
        {lead}
        {/* Letters never break apart at normal size (no break opportunity inside a word); with
            enlarged text on a phone the word may break, like any other long word. */}
        <span className="text-brand-200">
          {Array.from(word).map((char, index) => (
            <span
              // Position is the identity of a letter here.
              key={index}
              className="typed-letter"
              style={{ '--type-delay': `${(index + 1) * TYPE_SPEED_MS}ms` } as CSSProperties}
            >
              {char}
            </span>
          ))}
        </span>
      </span>
    </h1>
  );
}
