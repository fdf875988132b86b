// The choices of the professional audit request: the form offers them, its schema accepts only
// their values, and the mail draft and the studio's notification name each by its label.

export type AuditOption<Value extends string = string> = {
  readonly value: Value;
  readonly label: string;
};

export const AUDIT_PLATFORMS = [
  { value: 'ios', label: 'iOS' },
  { value: 'android', label: 'Android' },
  { value: 'both', label: 'Both iOS & Android' },
  { value: 'web', label: 'Web App' },
] as const satisfies readonly AuditOption[];

export const AUDIT_APP_TYPES = [
  { value: 'government', label: 'Government' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'education', label: 'Education' },
  { value: 'finance', label: 'Finance' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly AuditOption[];

export const AUDIT_TIMELINES = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1week', label: 'Within 1 week' },
  { value: '2weeks', label: 'Within 2 weeks' },
  { value: '1month', label: 'Within 1 month' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly AuditOption[];

export const AUDIT_BUDGETS = [
  { value: '1000-1500', label: '$1,000 - $1,500' },
  { value: '1500-2500', label: '$1,500 - $2,500' },
  { value: '2500-5000', label: '$2,500 - $5,000' },
  { value: '5000+', label: '$5,000+' },
  { value: 'discuss', label: "Let's discuss" },
] as const satisfies readonly AuditOption[];
