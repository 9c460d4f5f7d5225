import { z } from '~/lib/zod';
import { emailFieldSchema } from '~/lib/email-address';

// The interview-coaching booking form. The dialog and
// actions.forms.coaching parse with this one schema, so every message exists once.

export const coachingTexts = {
  validationTitle: 'Validation Error',
  invalidEmail: 'Please enter a valid email address.',
  sending: 'Sending Request...',
  submit: 'Send Booking Request',
  successTitle: 'Booking Request Sent!',
  success: 'Thank you! Our coaching team will contact you within 24 hours to schedule your session.',
  failureTitle: 'Error',
  /** The heading of a refusal for too many requests. */
  tooManyTitle: 'Please wait a moment',
  failure: 'Failed to send booking request. Please try again.',
} as const;

export const coachingTypes = [
  { value: '1-on-1', label: '1-on-1 Coaching' },
  { value: 'group', label: 'Group Workshop' },
  { value: 'industry-specific', label: 'Industry-Specific Coaching' },
  { value: 'virtual', label: 'Virtual Coaching' },
  { value: 'behavioral', label: 'Behavioral Interview Prep' },
] as const;

export const coachingIndustries = [
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'education', label: 'Education' },
  { value: 'technology', label: 'Technology' },
  { value: 'finance', label: 'Finance' },
  { value: 'engineering', label: 'Engineering' },
  { value: 'hospitality', label: 'Hospitality' },
  { value: 'other', label: 'Other' },
] as const;

export const experienceLevels = [
  { value: '0-2', label: '0-2 years' },
  { value: '3-5', label: '3-5 years' },
  { value: '6-10', label: '6-10 years' },
  { value: '10+', label: '10+ years' },
] as const;

export const preferredTimes = [
  { value: 'morning', label: 'Morning (9 AM - 12 PM)' },
  { value: 'afternoon', label: 'Afternoon (12 PM - 5 PM)' },
  { value: 'evening', label: 'Evening (5 PM - 8 PM)' },
  { value: 'weekend', label: 'Weekend' },
  { value: 'flexible', label: 'Flexible' },
] as const;

export const coachingTimezones = [
  { value: 'uae', label: 'UAE (GMT+4)' },
  { value: 'saudi', label: 'Saudi Arabia (GMT+3)' },
  { value: 'qatar', label: 'Qatar (GMT+3)' },
  { value: 'kuwait', label: 'Kuwait (GMT+3)' },
  { value: 'bahrain', label: 'Bahrain (GMT+3)' },
  { value: 'other', label: 'Other' },
] as const;

type Option = { readonly value: string; readonly label: string };
const valuesOf = <T extends readonly Option[]>(options: T) =>
  options.map((o) => o.value) as unknown as readonly [T[number]['value'], ...T[number]['value'][]];

/** The label of a stored option value ('1-on-1' → '1-on-1 Coaching'). */
export const optionLabel = (options: readonly Option[], value: string | undefined): string | undefined =>
  value === undefined ? undefined : (options.find((o) => o.value === value)?.label ?? value);

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const blank = (v: unknown) => text(v) || undefined;

/** The spec's rule: a blank required field says to fill in its name, in lowercase words. */
const fillIn = (field: string): string => `Please fill in the ${field} field.`;

const tooLong = (field: string, max: number) => `Please keep the ${field} under ${max.toLocaleString('en-US')} characters.`;

const required = (field: string, max: number) => z.preprocess(text, z.string().min(1, fillIn(field)).max(max, tooLong(field, max)));

const optionalText = (field: string, max: number) => z.preprocess(blank, z.string().max(max, tooLong(field, max)).optional());

const optionalChoice = <T extends readonly Option[]>(options: T, field: string) =>
  z.preprocess(blank, z.enum(valuesOf(options), { message: `Please choose one of the listed options for ${field}.` }).optional());

export const coachingRequestSchema = z.object({
  // Required fields first, in the order the spec checks them: zod reports issues in key order.
  firstName: required('first name', 100),
  lastName: required('last name', 100),
  email: emailFieldSchema({ required: fillIn('email'), invalid: coachingTexts.invalidEmail }),
  coachingType: z.preprocess(blank, z.enum(valuesOf(coachingTypes), { message: fillIn('coaching type') })),
  goals: required('goals', 2000),
  phone: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\+?[0-9][0-9 ()-]{5,24}$/, 'Please enter a valid phone number, for example +971 50 123 4567.')
      .optional(),
  ),
  industry: optionalChoice(coachingIndustries, 'industry'),
  experience: optionalChoice(experienceLevels, 'experience'),
  preferredTime: optionalChoice(preferredTimes, 'preferred time'),
  timezone: optionalChoice(coachingTimezones, 'time zone'),
  challenges: optionalText('challenges', 2000),
  /** A field people never see; a bot that fills it is thanked and ignored. */
  website: z.preprocess(text, z.string()).optional(),
});
export type CoachingRequest = z.infer<typeof coachingRequestSchema>;

/** The first problem in the spec's order, with its field, or undefined when the input is valid. */
export function firstCoachingProblem(values: Record<string, unknown>): { field: string; message: string } | undefined {
  const result = coachingRequestSchema.safeParse(values);
  if (result.success) return undefined;
  const issue = result.error.issues[0]!;
  return { field: String(issue.path[0]), message: issue.message };
}
