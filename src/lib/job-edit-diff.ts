import { jobFactFields } from '~/lib/jobs/fact-fields';

// What an employer's edit changes, as the review queue shows it: one line per field, old → new,
// in words. Pure: the queue's server code hands it the job's columns before and after.

/** The job columns an edit may change, in the form's order (the review queue names them: src/components/admin/edit-field-labels.ts). */
export const editableFields = [
  'companyName',
  'jobTitle',
  'jobDescription',
  'location',
  'salaryRange',
  'postedOn',
  'category',
  'applicationType',
  'contactEmail',
  'applicationUrl',
  ...jobFactFields,
] as const;

export type EditableField = (typeof editableFields)[number];

export interface FieldChange {
  field: EditableField;
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
  for (const field of editableFields) {
    // A field the edit leaves out (the posted date when it was blank) keeps its value.
    if (!(field in after)) continue;
    const old = readableValue(before[field]);
    const next = readableValue(after[field]);
    if (old !== next) changes.push({ field, before: old, after: next });
  }
  return changes;
}
