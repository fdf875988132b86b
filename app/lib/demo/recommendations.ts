type IndustryId = 'government' | 'healthcare' | 'education' | 'finance' | 'retail';

type PlatformId = 'ios-native' | 'android-native' | 'react-native' | 'flutter' | 'pwa';

export type Industry = {
  id: IndustryId;
  label: string;
  requirements: readonly string[];
  priorities: readonly string[];
};

export type AppPlatformOption = {
  id: PlatformId;
  label: string;
  considerations: readonly string[];
};

export type Level = 'High' | 'Medium' | 'Low';

export type PriorityAction = {
  priority: Level;
  title: string;
  description: string;
  impact: Level;
  effort: Level;
};

type PlatformItem = { feature: string; description: string; implementation: string };

type ChecklistStatus = 'compliant' | 'needs-work';

type ChecklistItem = { requirement: string; status: ChecklistStatus; description: string };

export type RecommendationPlan = {
  industry: Industry;
  platform: AppPlatformOption;
  priorityActions: readonly PriorityAction[];
  platformItems: readonly PlatformItem[];
  checklist: readonly ChecklistItem[];
};

export const INDUSTRIES: readonly Industry[] = [
  {
    id: 'government',
    label: 'Government',
    requirements: [
      'Section 508 of the Rehabilitation Act (WCAG 2.0 Level AA)',
      'ADA Title II: WCAG 2.1 Level AA for state and local government web content and mobile apps',
      'Accessibility Conformance Report (VPAT) for procurement',
    ],
    priorities: [
      'Accessible forms for applications, permits and payments',
      'Plain-language content and instructions',
      'Full keyboard and switch-control support',
      'Accessible PDFs and public documents',
    ],
  },
  {
    id: 'healthcare',
    label: 'Healthcare',
    requirements: [
      'Section 504 rule (HHS): WCAG 2.1 Level AA for web content and mobile apps',
      'Section 1557 of the Affordable Care Act: effective communication for people with disabilities',
      'ADA Title III for patient-facing digital services',
    ],
    priorities: [
      'Accessible appointment booking and patient portals',
      'Readable medication, dosage and test-result information',
      'Screen-reader-friendly intake and consent forms',
      'Captions and transcripts for telehealth and video content',
    ],
  },
  {
    id: 'education',
    label: 'Education',
    requirements: [
      'ADA Title II: WCAG 2.1 Level AA for public schools, colleges and universities',
      'Section 504 of the Rehabilitation Act',
      'Captioned video and accessible course materials',
    ],
    priorities: [
      'Accessible learning management and course content',
      'Captions and transcripts for lectures',
      'Accessible assessments with extended-time support',
      'Documents and slides that work with assistive technology',
    ],
  },
  {
    id: 'finance',
    label: 'Finance',
    requirements: [
      'ADA Title III for consumer banking and financial services',
      'WCAG 2.1 Level AA as the accepted conformance benchmark',
      'European Accessibility Act (banking services, applies from June 2025)',
    ],
    priorities: [
      'Accessible sign-in and multi-factor authentication',
      'Screen-reader-friendly account balances and transaction tables',
      'Session timeouts that warn and allow more time',
      'Clear error prevention on transfers and payments',
    ],
  },
  {
    id: 'retail',
    label: 'Retail',
    requirements: [
      'ADA Title III for online stores (places of public accommodation)',
      'WCAG 2.1 Level AA as the accepted conformance benchmark',
      'European Accessibility Act (e-commerce, applies from June 2025)',
    ],
    priorities: [
      'Accessible product search, filters and listings',
      'Descriptive alternative text for product images',
      'A checkout that works with screen readers and the keyboard',
      'Accessible promotions, carousels and pop-ups',
    ],
  },
];

/** Each platform's considerations are the feature names of these items, so the two can never disagree. */
const PLATFORM_ITEMS: Readonly<Record<PlatformId, readonly PlatformItem[]>> = {
  'ios-native': [
    {
      feature: 'VoiceOver support',
      description: 'Every control needs a meaningful label, the right trait and, where useful, a hint.',
      implementation:
        'Set accessibilityLabel, accessibilityTraits and accessibilityHint (or the SwiftUI .accessibilityLabel and .accessibilityAddTraits modifiers) and group related views into single elements.',
    },
    {
      feature: 'Dynamic Type',
      description: "Text must grow with the user's preferred size without truncating or overlapping.",
      implementation:
        'Use text styles such as .body with adjustsFontForContentSizeCategory, and test layouts at the largest accessibility sizes.',
    },
    {
      feature: 'Reduce Motion',
      description: 'Parallax, auto-playing and large transitions can cause discomfort or nausea.',
      implementation:
        'Check UIAccessibility.isReduceMotionEnabled (or @Environment(\\.accessibilityReduceMotion)) and replace motion with fades.',
    },
  ],
  'android-native': [
    {
      feature: 'TalkBack support',
      description: 'TalkBack users rely on labels, roles and state for every interactive element.',
      implementation:
        'Provide contentDescription for icons and images, use Modifier.semantics for custom components, and link labels to fields with labelFor.',
    },
    {
      feature: 'Font scaling',
      description: 'Text must respect the system font size, up to 200%.',
      implementation:
        'Size text in sp, avoid fixed-height containers, and test with the largest font and display size settings.',
    },
    {
      feature: 'Touch target size',
      description: 'Small targets are hard to hit with limited dexterity.',
      implementation:
        'Make touch targets at least 48x48 dp (Modifier.minimumInteractiveComponentSize in Compose) and keep 8 dp between them.',
    },
  ],
  'react-native': [
    {
      feature: 'Accessibility props',
      description: 'Core components expose accessibility to both VoiceOver and TalkBack through props.',
      implementation:
        'Set accessible, accessibilityLabel, accessibilityRole and accessibilityState on custom touchables, and hide decorative views with accessibilityElementsHidden (iOS) and importantForAccessibility="no-hide-descendants" (Android).',
    },
    {
      feature: 'Live announcements',
      description: 'Changes that happen without a focus move, such as errors and updated totals, must be spoken.',
      implementation:
        'Call AccessibilityInfo.announceForAccessibility, or use accessibilityLiveRegion on Android, when content updates.',
    },
    {
      feature: 'Cross-platform testing',
      description: 'The same JavaScript renders differently on each platform.',
      implementation:
        'Test every release with VoiceOver on iOS and TalkBack on Android, and add accessibility queries to component tests.',
    },
  ],
  flutter: [
    {
      feature: 'Semantics tree',
      description:
        'Flutter draws its own widgets, so assistive technology only sees what the semantics tree describes.',
      implementation:
        'Wrap custom widgets in Semantics with label, button and value, merge related content with MergeSemantics, and exclude decoration with ExcludeSemantics.',
    },
    {
      feature: 'Text scaling',
      description: 'Text must scale with the system setting without breaking layouts.',
      implementation:
        'Respect MediaQuery.textScalerOf(context), avoid fixed heights on text containers, and test at 200%.',
    },
    {
      feature: 'Automated accessibility checks',
      description: 'Regressions are cheaper to catch in CI than in an audit.',
      implementation:
        'Add widget tests with meetsGuideline(androidTapTargetGuideline), iOSTapTargetGuideline, labeledTapTargetGuideline and textContrastGuideline.',
    },
  ],
  pwa: [
    {
      feature: 'Semantic HTML and ARIA',
      description: 'Native HTML elements carry roles and keyboard behavior for free.',
      implementation:
        'Use button, a, label and landmark elements first, and add ARIA only for patterns HTML cannot express.',
    },
    {
      feature: 'Focus management',
      description: 'Client-side navigation does not move focus the way a page load does.',
      implementation:
        'Move focus to the new page heading on route change, keep a visible focus indicator, and trap focus inside open dialogs.',
    },
    {
      feature: 'Zoom and reflow',
      description: 'Content must stay usable at 400% zoom without scrolling in two directions.',
      implementation:
        'Never disable zoom in the viewport meta tag, use relative units, and build layouts that reflow at 320 CSS px wide.',
    },
  ],
};

function platformOption(id: PlatformId, label: string): AppPlatformOption {
  return { id, label, considerations: PLATFORM_ITEMS[id].map((item) => item.feature) };
}

export const APP_PLATFORMS: readonly AppPlatformOption[] = [
  platformOption('ios-native', 'iOS Native (Swift / SwiftUI)'),
  platformOption('android-native', 'Android Native (Kotlin / Jetpack Compose)'),
  platformOption('react-native', 'React Native'),
  platformOption('flutter', 'Flutter'),
  platformOption('pwa', 'Progressive Web App'),
];

/** The same three actions apply to every industry and platform; they are the fixes with the widest impact. */
export const PRIORITY_ACTIONS: readonly PriorityAction[] = [
  {
    priority: 'High',
    title: 'Fix screen reader blockers in core journeys',
    description:
      'Label every button, image and form field on sign-in, search and checkout so VoiceOver and TalkBack users can finish each task unaided.',
    impact: 'High',
    effort: 'Medium',
  },
  {
    priority: 'High',
    title: 'Meet color contrast minimums',
    description:
      'Raise body text to at least 4.5:1 and large text, icons and input borders to at least 3:1 against their backgrounds.',
    impact: 'High',
    effort: 'Low',
  },
  {
    priority: 'Medium',
    title: 'Support text scaling and larger touch targets',
    description: 'Let text scale to 200% without clipping and make every touch target at least 44x44 px.',
    impact: 'Medium',
    effort: 'Medium',
  },
];

export const SELECTION_REQUIRED_TOAST = {
  title: 'Selection Required',
  description: 'Please select both industry and app type.',
  variant: 'destructive',
} as const;

export function recommendationsGeneratedToast(industry: Industry): {
  title: string;
  description: string;
} {
  return {
    title: 'Recommendations Generated!',
    description: `Customized ${industry.label.toLowerCase()} accessibility plan created.`,
  };
}

function findIndustry(id: string): Industry | undefined {
  return INDUSTRIES.find((industry) => industry.id === id);
}

function findAppPlatform(id: string): AppPlatformOption | undefined {
  return APP_PLATFORMS.find((platform) => platform.id === id);
}

/**
 * Builds the demo plan. The checklist is simulated: each requirement's status is drawn from
 * `random` (one call per requirement, in order; below 0.5 means compliant), which tests replace
 * with a deterministic source.
 */
export function generateRecommendations(
  industryId: string,
  platformId: string,
  random: () => number = Math.random,
): RecommendationPlan | null {
  const industry = findIndustry(industryId);
  const platform = findAppPlatform(platformId);
  if (!industry || !platform) return null;

  const platformItems = PLATFORM_ITEMS[platform.id];

  const checklist = industry.requirements.map((requirement): ChecklistItem => {
    const status: ChecklistStatus = random() < 0.5 ? 'compliant' : 'needs-work';
    return {
      requirement,
      status,
      description:
        status === 'compliant'
          ? 'Simulated result: no blocking gaps found for this requirement in the sample review.'
          : 'Simulated result: likely gaps found. A professional audit confirms the scope and the fixes needed.',
    };
  });

  return { industry, platform, priorityActions: PRIORITY_ACTIONS, platformItems, checklist };
}
