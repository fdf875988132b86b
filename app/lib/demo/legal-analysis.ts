/**
 * The Legal Analysis Demo: an educational walk through a fictional agency's digital policy,
 * clause by clause, against the obligations a government or enterprise client typically
 * faces. It is a fixed simulation for teaching, not legal advice and not an assessment of
 * any real organization.
 */

export type ObligationId = 'section-508' | 'ada-title-ii' | 'wcag-21-aa' | 'state-rules' | 'cyber-hygiene';

export type Obligation = {
  id: ObligationId;
  name: string;
  appliesTo: string;
  summary: string;
};

export type Finding = 'meets' | 'partial' | 'gap';

export type PolicyClause = {
  id: string;
  reference: string;
  title: string;
  text: string;
  obligations: readonly ObligationId[];
  finding: Finding;
  analysis: string;
  recommendation: string;
};

export const LEGAL_DEMO_DISCLAIMER =
  'Educational simulation only. This walk-through uses a fictional policy and general, simplified descriptions of public rules. It is not legal advice; consult qualified counsel about your own obligations.';

export const SAMPLE_POLICY = {
  name: 'Sample City Digital Services and Cybersecurity Policy',
  organization: 'City of Example (a fictional city of about 80,000 residents)',
  version: 'Draft 2.3',
} as const;

export const OBLIGATIONS: readonly Obligation[] = [
  {
    id: 'section-508',
    name: 'Section 508 of the Rehabilitation Act',
    appliesTo: 'Federal agencies, and in practice vendors selling technology to them',
    summary:
      'Information and communication technology that federal agencies develop, buy or use must be accessible. The 2017 refresh of the standards incorporates WCAG 2.0 Level AA; buyers usually ask vendors for an Accessibility Conformance Report (VPAT).',
  },
  {
    id: 'ada-title-ii',
    name: 'ADA Title II (DOJ web and mobile rule, 2024)',
    appliesTo: 'State and local governments, including cities, counties, schools and transit',
    summary:
      'The rule published in April 2024 sets WCAG 2.1 Level AA as the technical standard for web content and mobile apps that public entities provide or make available, including through contractors. Compliance dates depend on population size (2026 for larger entities, 2027 for smaller ones).',
  },
  {
    id: 'wcag-21-aa',
    name: 'WCAG 2.1 Level AA',
    appliesTo: 'The technical benchmark referenced by most laws, contracts and courts',
    summary:
      'Fifty testable success criteria covering text alternatives, captions, contrast, keyboard access, focus, labels, error handling, reflow and more.',
  },
  {
    id: 'state-rules',
    name: 'State accessibility rules',
    appliesTo: 'State agencies and, in some states, local governments and their vendors',
    summary:
      'Many states add their own requirements, for example Texas rules for state agency websites and electronic information resources, California law tying state entities to Section 508, and Colorado law requiring government digital services to meet WCAG-based standards.',
  },
  {
    id: 'cyber-hygiene',
    name: 'Cybersecurity requirements',
    appliesTo: 'Government bodies and regulated enterprises',
    summary:
      'Security duties such as annual staff cybersecurity training, incident reporting, and frameworks like the NIST Cybersecurity Framework. Security controls must not lock out people using assistive technology.',
  },
];

export const POLICY_CLAUSES: readonly PolicyClause[] = [
  {
    id: 'scope',
    reference: '§1.2',
    title: 'Scope of digital services',
    text: 'This policy applies to the City website and to any mobile application the City operates.',
    obligations: ['ada-title-ii', 'state-rules'],
    finding: 'partial',
    analysis:
      'Apps and sites built or run by vendors on the City’s behalf (payments, permits, parking) are not named, yet the Title II rule covers content provided “through contractual, licensing, or other arrangements”.',
    recommendation:
      'Extend the scope to every website, app, document and third-party platform the City provides or makes available, including vendor-operated ones.',
  },
  {
    id: 'standard',
    reference: '§3.1',
    title: 'Accessibility standard',
    text: 'Public web pages shall conform to WCAG 2.0 Level A.',
    obligations: ['ada-title-ii', 'wcag-21-aa', 'section-508'],
    finding: 'gap',
    analysis:
      'Level A of WCAG 2.0 is below the WCAG 2.1 Level AA benchmark named in the Title II rule. It omits contrast minimums, text resizing, reflow and orientation, all common failures in mobile apps.',
    recommendation:
      'Adopt WCAG 2.1 Level AA as the minimum for web content and mobile apps, and name a later version as the target once it is adopted.',
  },
  {
    id: 'procurement',
    reference: '§4.4',
    title: 'Buying technology',
    text: 'Vendors shall state that their products are accessible.',
    obligations: ['section-508', 'ada-title-ii'],
    finding: 'partial',
    analysis:
      'A bare statement cannot be checked. Responsibility stays with the City when a purchased product is inaccessible.',
    recommendation:
      'Require an Accessibility Conformance Report (VPAT 2.x) with each bid, contract remediation timelines, and the right to test before acceptance.',
  },
  {
    id: 'documents',
    reference: '§5.2',
    title: 'Documents and media',
    text: 'Meeting videos are posted within 7 days with captions. Agendas and forms are published as accessible PDFs or HTML.',
    obligations: ['wcag-21-aa', 'ada-title-ii'],
    finding: 'meets',
    analysis:
      'Captioned video and accessible documents match the WCAG criteria for prerecorded media and document structure. Checking the exceptions for archived content is still worthwhile.',
    recommendation:
      'Keep the clause, and add a review step so every new template is tested with a screen reader before use.',
  },
  {
    id: 'authentication',
    reference: '§7.3',
    title: 'Sign-in security',
    text: 'Resident accounts use an image CAPTCHA and a code sent by text message. Sessions expire after 5 minutes without warning.',
    obligations: ['cyber-hygiene', 'wcag-21-aa'],
    finding: 'gap',
    analysis:
      'An image-only CAPTCHA blocks blind users, and a silent 5-minute timeout fails the WCAG timing criterion. Security goals can be met without excluding people.',
    recommendation:
      'Offer an accessible alternative to the CAPTCHA (or a non-interactive bot check), warn before a session ends and allow it to be extended.',
  },
  {
    id: 'training',
    reference: '§9.1',
    title: 'Staff training and incident response',
    text: 'All employees complete annual cybersecurity awareness training. Security incidents are reported to the IT director within 24 hours.',
    obligations: ['cyber-hygiene', 'state-rules'],
    finding: 'meets',
    analysis:
      'Annual training and a defined reporting path match common state requirements for government employees and the NIST framework’s awareness and response functions.',
    recommendation:
      'Add accessibility to the same annual training, so content authors learn to write alternative text, headings and accessible documents.',
  },
  {
    id: 'feedback',
    reference: '§10.2',
    title: 'Accessibility feedback',
    text: 'Residents may report problems to the IT department.',
    obligations: ['ada-title-ii', 'state-rules'],
    finding: 'partial',
    analysis:
      'No contact method, response time or alternative way to get the service is given, so a resident who cannot use the app has no clear path.',
    recommendation:
      'Publish an accessibility statement with a phone number and email, a response time, and a promise to provide the service another way while a fix is made.',
  },
];

export const FINDING_LABELS: Readonly<Record<Finding, string>> = {
  meets: 'Meets obligation',
  partial: 'Partially meets',
  gap: 'Gap found',
};

export function findObligation(id: ObligationId): Obligation | undefined {
  return OBLIGATIONS.find((obligation) => obligation.id === id);
}

/** Counts per finding, for the summary above the walk-through. */
export function summarizeFindings(clauses: readonly PolicyClause[] = POLICY_CLAUSES): Record<Finding, number> {
  const counts: Record<Finding, number> = { meets: 0, partial: 0, gap: 0 };
  for (const clause of clauses) counts[clause.finding] += 1;
  return counts;
}
