// What an employer's edit changes, as the review queue shows it: one line per field, old → new,
// in words. Pure: the queue's server code hands it the job's columns before and after.

/** The job columns an edit may change, with the admin's label for each (the review queue is English). */
export const editableFieldLabels = {
  companyName: 'Company name',
  jobTitle: 'Job title',
  jobDescription: 'Job description',
  location: 'Location',
  salaryRange: 'Salary note',
  postedOn: 'Posted date',
  category: 'Category',
  applicationType: 'Application type',
  contactEmail: 'Contact email',
  applicationUrl: 'Application URL',
  employmentType: 'Employment type',
  salaryMin: 'Salary minimum',
  salaryMax: 'Salary maximum',
  salaryCurrency: 'Salary currency',
  salaryPeriod: 'Salary period',
  visa: 'Visa',
  nationality: 'Nationality',
  packageItems: 'Package',
  licenceAuthority: 'Licence authority',
  licenceStatus: 'Licence status',
  experienceYears: 'Years of experience',
  experienceLevel: 'Experience level',
} as const;

export type EditableField = keyof typeof editableFieldLabels;

export interface FieldChange {
  field: EditableField;
  label: string;
  before: string;
  after: string;
}

/** A column's value in words: nothing is "—", a list is comma-separated. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(String).join(', ');
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/** The fields whose words differ between the live job and the edit, in the form's order. */
export function jobEditDiff(
  before: Partial<Record<EditableField, unknown>>,
  after: Partial<Record<EditableField, unknown>>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, label] of Object.entries(editableFieldLabels) as [EditableField, string][]) {
    // A field the edit leaves out (the posted date when it was blank) keeps its value.
    if (!(field in after)) continue;
    const old = readableValue(before[field]);
    const next = readableValue(after[field]);
    if (old !== next) changes.push({ field, label, before: old, after: next });
  }
  return changes;
}
