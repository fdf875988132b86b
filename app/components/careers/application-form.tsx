import { FormOpening } from '~/components/forms/form-opening';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { Button } from '~/components/ui/button';
import { FileDropZone } from '~/components/ui/file-drop-zone';
import { InputField, TextareaField } from '~/components/ui/form';
import { notify } from '~/components/ui/toaster';
import { RESUME_EXTENSIONS } from '~/submissions/field-facts';
import type { FieldErrors, FormValues, SubmissionSuccess } from '~/submissions/submission';
import { useEnhancedForm } from '~/components/forms/use-enhanced-form';
import { PrivacyNote } from '~/components/forms/privacy-note';

const APPLICATION_ACTION = '/careers';

const APPLICATION_TOAST = {
  title: 'Application Submitted!',
  description: "Thank you for your interest. We'll be in touch soon.",
  duration: 5000,
};

type DocumentResult = { status: 'error'; fieldErrors: FieldErrors; values: FormValues; formError?: string };

interface ApplicationFormProps {
  job: { slug: string; title: string };
  documentResult?: DocumentResult;
  onSubmitted?: () => void;
}

/**
 * The job application. It posts to the careers action; without JavaScript that answers with
 * the mail draft directly, with JavaScript the draft opens and the toast confirms.
 */
export function ApplicationForm({ job, documentResult, onSubmitted }: ApplicationFormProps) {
  const form = useEnhancedForm({
    schema: () => import('~/submissions/application-schema').then((module) => module.applicationSchema),
    action: APPLICATION_ACTION,
    documentResult,
    onSuccess: (_answer: SubmissionSuccess) => {
      form.reset();
      notify(APPLICATION_TOAST.title, APPLICATION_TOAST.description, { duration: APPLICATION_TOAST.duration });
      onSubmitted?.();
    },
  });
  const { fieldErrors: errors } = form;
  const { fieldId } = form;
  const fields = [
    { name: 'name', label: 'Full name' },
    { name: 'email', label: 'Email' },
    { name: 'phone', label: 'Phone' },
    { name: 'message', label: 'Cover letter' },
    { name: 'resume', label: 'Resume' },
  ];

  return (
    <form {...form.formProps} encType="multipart/form-data" className="relative space-y-5">
      <FormOpening form={form} fields={fields} />
      <input type="hidden" name="job" value={job.slug} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...form.field('name')} label="Full name" autoComplete="name" required />
        <InputField {...form.field('email')} type="email" label="Email" autoComplete="email" required />
      </div>
      <InputField {...form.field('phone')} type="tel" label="Phone" autoComplete="tel" required />
      <TextareaField
        {...form.field('message')}
        label="Cover letter"
        hint="Tell us why this role interests you."
        rows={5}
      />
      <FileDropZone
        id={fieldId('resume')}
        name="resume"
        label="Resume"
        hint="PDF or Word document (.pdf, .doc, .docx), 5MB maximum."
        accept={RESUME_EXTENSIONS.join(',')}
        required
        error={errors.resume}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-600">
          Submitting opens your email app with your application filled in. Please attach your resume there too before
          you send it.
        </p>
        <Button type="submit" size="lg" disabled={form.submitting}>
          {form.submitting ? (
            <SpriteSvg symbol="loader-circle" aria-hidden="true" className="animate-spin" />
          ) : (
            <SpriteSvg symbol="send" aria-hidden="true" />
          )}
          Submit Application
        </Button>
      </div>
      <PrivacyNote />
    </form>
  );
}
