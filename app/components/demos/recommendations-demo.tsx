import { CircleAlert, CircleCheck, Sparkles } from '~/components/ui/icons/icons';
import { useId, useRef, useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { NativeSelect } from '~/components/ui/native-select';
import { notify, notifyError } from '~/components/ui/toaster';
import {
  APP_PLATFORMS,
  INDUSTRIES,
  SELECTION_REQUIRED_TOAST,
  generateRecommendations,
  recommendationsGeneratedToast,
  type Level,
  type RecommendationPlan,
} from '~/lib/demo/recommendations';
import { useHydrated } from '~/render/use-hydrated';
import { DemoPanel, NeedsJavaScript } from './demo-panel';

const LEVEL_TONE: Readonly<Record<Level, 'danger' | 'warning' | 'neutral'>> = {
  High: 'danger',
  Medium: 'warning',
  Low: 'neutral',
};

/**
 * The AI recommendation demo. The plan is assembled from typed data; only the checklist
 * statuses are drawn at random, from `random`, which tests replace.
 */
export function RecommendationsDemo({ random = Math.random }: { random?: () => number }) {
  const id = useId();
  const hydrated = useHydrated();
  const [industry, setIndustry] = useState('');
  const [platform, setPlatform] = useState('');
  const [plan, setPlan] = useState<RecommendationPlan | null>(null);
  const [generation, setGeneration] = useState(0);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  function generate() {
    const next = industry && platform ? generateRecommendations(industry, platform, random) : null;
    if (!next) {
      notifyError(SELECTION_REQUIRED_TOAST.title, SELECTION_REQUIRED_TOAST.description);
      return;
    }
    setPlan(next);
    setGeneration((count) => count + 1);
    const toast = recommendationsGeneratedToast(next.industry);
    notify(toast.title, toast.description);
    requestAnimationFrame(() => resultHeading.current?.focus());
  }

  return (
    <DemoPanel
      headingId={`${id}-title`}
      title="AI Accessibility Recommendations"
      description="Pick your industry and how your app is built, and get a sample accessibility plan: priority actions, platform-specific guidance and a compliance checklist."
    >
      <NeedsJavaScript id={`${id}-needs-js`}>
        The recommendation generator runs in your browser and needs JavaScript.
      </NeedsJavaScript>
      <div className="grid gap-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <SelectField
          id={`${id}-industry`}
          label="Industry"
          value={industry}
          onChange={setIndustry}
          placeholder="Select industry"
          options={INDUSTRIES.map((item) => ({ value: item.id, label: item.label }))}
        />
        <SelectField
          id={`${id}-platform`}
          label="App type"
          value={platform}
          onChange={setPlatform}
          placeholder="Select app type"
          options={APP_PLATFORMS.map((item) => ({ value: item.id, label: item.label }))}
        />
        <Button
          size="lg"
          onClick={generate}
          disabled={!hydrated}
          aria-describedby={hydrated ? undefined : `${id}-needs-js`}
        >
          <Sparkles aria-hidden="true" />
          Generate Recommendations
        </Button>
      </div>

      {plan ? (
        <div key={generation} className="mt-8 space-y-8 border-t border-ink-100 pt-8" data-testid="recommendations">
          <div>
            <h4 ref={resultHeading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
              Accessibility plan: {plan.industry.label}, {plan.platform.label}
            </h4>
            <p className="mt-1.5 text-sm text-ink-600">
              A sample plan generated from typical requirements. A professional audit tailors it to your app.
            </p>
          </div>

          <section aria-labelledby={`${id}-requirements-heading`} className="grid gap-4 md:grid-cols-2">
            <h5 id={`${id}-requirements-heading`} className="sr-only">
              Context for {plan.industry.label}
            </h5>
            <div className="rounded-xl bg-ink-50 p-5">
              <p className="font-semibold text-ink-900">Requirements that usually apply</p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700">
                {plan.industry.requirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div className="rounded-xl bg-ink-50 p-5">
              <p className="font-semibold text-ink-900">Industry priorities</p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700">
                {plan.industry.priorities.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </section>

          <section aria-labelledby={`${id}-actions-heading`}>
            <h5 id={`${id}-actions-heading`} className="font-bold">
              Priority actions
            </h5>
            <ol className="mt-3 grid gap-3 md:grid-cols-3">
              {plan.priorityActions.map((action) => (
                <li key={action.title} className="rounded-xl border border-ink-100 p-5">
                  <Badge tone={LEVEL_TONE[action.priority]}>{action.priority} priority</Badge>
                  <p className="mt-3 font-semibold text-ink-900">{action.title}</p>
                  <p className="mt-1.5 text-sm text-ink-600">{action.description}</p>
                  <p className="mt-3 text-xs font-semibold text-ink-700">
                    Impact: {action.impact} · Effort: {action.effort}
                  </p>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby={`${id}-platform-heading`}>
            <h5 id={`${id}-platform-heading`} className="font-bold">
              {plan.platform.label}: platform-specific guidance
            </h5>
            <ul className="mt-3 space-y-3">
              {plan.platformItems.map((item) => (
                <li key={item.feature} className="rounded-xl border border-ink-100 p-5">
                  <p className="font-semibold text-ink-900">{item.feature}</p>
                  <p className="mt-1 text-sm text-ink-600">{item.description}</p>
                  <p className="mt-2 text-sm [overflow-wrap:anywhere] text-ink-800">
                    <span className="font-semibold">How: </span>
                    {item.implementation}
                  </p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby={`${id}-checklist-heading`}>
            <h5 id={`${id}-checklist-heading`} className="font-bold">
              Compliance checklist (simulated)
            </h5>
            <ul className="mt-3 divide-y divide-ink-100 rounded-xl border border-ink-100" data-testid="checklist">
              {plan.checklist.map((item) => (
                <li
                  key={item.requirement}
                  className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
                >
                  {item.status === 'compliant' ? (
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
                  ) : (
                    <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-700" />
                  )}
                  <div>
                    <p className="font-semibold text-ink-900">{item.requirement}</p>
                    <p className="mt-0.5 text-sm text-ink-600">{item.description}</p>
                  </div>
                  <Badge
                    tone={item.status === 'compliant' ? 'success' : 'warning'}
                    className="col-start-2 self-start justify-self-start sm:col-start-3"
                  >
                    {item.status === 'compliant' ? 'Compliant' : 'Needs work'}
                  </Badge>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
    </DemoPanel>
  );
}

function SelectField({
  id,
  label,
  value,
  onChange,
  placeholder,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
