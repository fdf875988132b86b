import { describe, expect, it } from 'vitest';
import {
  APP_PLATFORMS,
  INDUSTRIES,
  PRIORITY_ACTIONS,
  SELECTION_REQUIRED_TOAST,
  generateRecommendations,
  recommendationsGeneratedToast,
} from '~/lib/demo/recommendations';

/** Returns the given values in order, then repeats the last one. */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => {
    const value = values[Math.min(index, values.length - 1)] ?? 0;
    index += 1;
    return value;
  };
}

describe('options', () => {
  it('lists the five industries in order, each with requirements and priorities', () => {
    expect(INDUSTRIES.map((industry) => industry.id)).toEqual([
      'government',
      'healthcare',
      'education',
      'finance',
      'retail',
    ]);
    for (const industry of INDUSTRIES) {
      expect(industry.label).not.toBe('');
      expect(industry.requirements.length).toBeGreaterThan(0);
      expect(industry.priorities.length).toBeGreaterThan(0);
    }
  });

  it('lists the five platforms in order, each with considerations', () => {
    expect(APP_PLATFORMS.map((platform) => platform.id)).toEqual([
      'ios-native',
      'android-native',
      'react-native',
      'flutter',
      'pwa',
    ]);
    for (const platform of APP_PLATFORMS) {
      expect(platform.considerations.length).toBeGreaterThan(0);
    }
  });
});

describe('generateRecommendations', () => {
  it('returns null for an unknown industry or platform', () => {
    expect(generateRecommendations('mining', 'flutter', sequence(0))).toBeNull();
    expect(generateRecommendations('retail', 'blackberry', sequence(0))).toBeNull();
    expect(generateRecommendations('', '', sequence(0))).toBeNull();
  });

  it('always returns the same three priority actions', () => {
    const a = generateRecommendations('government', 'ios-native', sequence(0));
    const b = generateRecommendations('retail', 'pwa', sequence(0.9));
    expect(a?.priorityActions).toHaveLength(3);
    expect(a?.priorityActions).toEqual(PRIORITY_ACTIONS);
    expect(b?.priorityActions).toEqual(PRIORITY_ACTIONS);
    for (const action of PRIORITY_ACTIONS) {
      expect(['High', 'Medium', 'Low']).toContain(action.priority);
      expect(action.title).not.toBe('');
      expect(action.description).not.toBe('');
    }
  });

  it.each(APP_PLATFORMS.map((platform) => [platform.id, platform] as const))(
    'derives one platform item per consideration for %s',
    (id, platform) => {
      const plan = generateRecommendations('healthcare', id, sequence(0));
      expect(plan?.platform).toBe(platform);
      expect(plan?.platformItems.map((item) => item.feature)).toEqual(platform.considerations);
      for (const item of plan?.platformItems ?? []) {
        expect(item.description).not.toBe('');
        expect(item.implementation).not.toBe('');
      }
    },
  );

  it('builds the checklist from the industry requirements with injected randomness', () => {
    const finance = INDUSTRIES.find((industry) => industry.id === 'finance');
    const plan = generateRecommendations('finance', 'react-native', sequence(0.1, 0.7, 0.49));
    expect(plan?.industry).toBe(finance);
    expect(plan?.checklist.map((item) => item.requirement)).toEqual(finance?.requirements);
    expect(plan?.checklist.map((item) => item.status)).toEqual(['compliant', 'needs-work', 'compliant']);
  });

  it('treats exactly 0.5 as needs-work', () => {
    const plan = generateRecommendations('education', 'flutter', sequence(0.5));
    expect(plan?.checklist.every((item) => item.status === 'needs-work')).toBe(true);
  });

  it('describes each checklist status as a simulated result', () => {
    const plan = generateRecommendations('government', 'pwa', sequence(0, 0.99));
    const [compliant, needsWork] = plan?.checklist ?? [];
    expect(compliant?.description).toMatch(/^Simulated result: no blocking gaps/);
    expect(needsWork?.description).toMatch(/^Simulated result: likely gaps/);
  });

  it('draws one random number per requirement', () => {
    let calls = 0;
    generateRecommendations('retail', 'android-native', () => {
      calls += 1;
      return 0.3;
    });
    const retail = INDUSTRIES.find((industry) => industry.id === 'retail');
    expect(calls).toBe(retail?.requirements.length);
  });
});

describe('toasts', () => {
  it('words the toasts as the spec', () => {
    expect(SELECTION_REQUIRED_TOAST).toEqual({
      title: 'Selection Required',
      description: 'Please select both industry and app type.',
      variant: 'destructive',
    });
    const healthcare = INDUSTRIES.find((industry) => industry.id === 'healthcare');
    if (!healthcare) throw new Error('healthcare missing');
    expect(recommendationsGeneratedToast(healthcare)).toEqual({
      title: 'Recommendations Generated!',
      description: 'Customized healthcare accessibility plan created.',
    });
  });
});
