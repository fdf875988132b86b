import { cn } from '~/lib/cn';

/** Milliseconds per character of the hero's typed word (SPEC.md section 9). */
export const TYPE_SPEED_MS = 140;

/**
 * A heading whose last word types itself out once. The whole text is in the server HTML and
 * in the accessible name; the animated copy is hidden from assistive technology. Each letter
 * appears after its own CSS delay, so no script is needed and reduced motion shows it at once.
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
              className="animate-type-in motion-reduce:animate-none"
              style={{ animationDelay: `${(index + 1) * TYPE_SPEED_MS}ms` }}
            >
              {char}
            </span>
          ))}
          <span
            className={cn(
              'ml-1 inline-block h-[0.9em] w-1 translate-y-[0.1em] rounded-full bg-sun-400',
              'animate-caret motion-reduce:hidden',
            )}
            style={{ animationDelay: `${(word.length + 1) * TYPE_SPEED_MS}ms` }}
          />
        </span>
      </span>
    </h1>
  );
}
