import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { buttonVariants } from '~/components/ui/button';
import { SuccessPanel } from '~/components/ui/form-outcome';
import { FORM_OUTCOME_ANCHOR } from '~/submissions/respond-params';
import { cn } from '~/lib/cn';

/**
 * A mail-draft form's answer to a plain (no JavaScript) submission, in place of the form. The
 * lead is stored and the studio told before this is shown (docs/decisions/0017); the draft is
 * the visitor's own copy, offered as a link because nothing opens a mail app without a script.
 */
export function MailDraftOutcome({ title, mailto }: { title: string; mailto: string }) {
  return (
    <SuccessPanel id={FORM_OUTCOME_ANCHOR} title={title} focusOnMount>
      <p>We have it, and we answer within 24 hours.</p>
      <p className="mt-2">
        Your words are also written out as an email draft, if you would like a copy in your own sent mail.
      </p>
      <a href={mailto} className={cn(buttonVariants({ variant: 'secondary' }), 'mt-4')}>
        <SpriteSvg symbol="mail" aria-hidden="true" />
        Open your email draft
      </a>
    </SuccessPanel>
  );
}
