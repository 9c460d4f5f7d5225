import { actions, isInputError } from 'astro:actions';
import { postJobSchema } from '~/lib/post-job';
import { formValues } from '~/lib/job-facts-input';
import { showToast } from '~/scripts/toast';
import { fieldErrorsOf } from '~/lib/field-errors';
import { fieldMessages } from '~/lib/action-errors';
import { showFieldErrors } from '~/scripts/form-feedback';

/** The job a row's Edit button carries (the form's field names, as the server renders them). */
export interface EditableJob {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
  companyName: string;
  jobTitle: string;
  jobDescription: string;
  location: string;
  salaryRange: string;
  jobPostedDate: string;
  category: string;
  applicationType: 'email' | 'url';
  contactEmail: string;
  applicationUrl: string;
  employmentType: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: string;
  visa: string;
  nationality: string;
  packageItems: string[];
  licenceAuthority: string;
  licenceStatus: string;
  experienceYears: string;
  experienceLevel: string;
}

export const editTexts = {
  saving: 'Updating...',
  idle: 'Update Job',
  success: 'Job Updated Successfully!',
  failureTitle: 'Update Failed',
  failure: 'There was an error updating the job posting. Please try again.',
} as const;

/**
 * The review dashboard's edit dialog: opens for one job, validates with the post form's schema
 * (the server parses with the same one), saves with 'Updating...', closes and updates the row
 * on success. The native modal dialog traps focus and closes on Escape; focus returns to Edit.
 */
export function setUpEditDialog(): void {
  const dialog = document.getElementById('edit-job-dialog') as HTMLDialogElement | null;
  const form = document.getElementById('edit-job-form') as HTMLFormElement | null;
  if (!dialog || !form) return;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const type = form.querySelector<HTMLSelectElement>('[name="applicationType"]')!;
  const urlField = form.querySelector<HTMLElement>('[data-url-field]')!;
  const showUrl = () => (urlField.hidden = type.value !== 'url');
  type.addEventListener('change', showUrl);
  let opener: HTMLButtonElement | undefined;
  let job: EditableJob | undefined;

  const showErrors = (errors: Record<string, string>) => showFieldErrors(form, errors);

  const open = (button: HTMLButtonElement) => {
    job = JSON.parse(button.dataset.editJob ?? '{}') as EditableJob;
    opener = button;
    for (const [name, value] of Object.entries(job)) {
      const input = form.elements.namedItem(name);
      if (typeof value !== 'string') continue;
      if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement || input instanceof HTMLSelectElement)
        input.value = value;
    }
    for (const box of form.querySelectorAll<HTMLInputElement>('input[name="packageItems"]'))
      box.checked = job.packageItems.includes(box.value);
    showUrl();
    showErrors({});
    dialog.showModal();
    form.querySelector<HTMLInputElement>('[name="companyName"]')?.focus();
  };

  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-edit-job]');
    if (button) open(button);
  });
  // With JavaScript, Edit opens the dialog; the links to the in-page form are for when it is off.
  for (const link of document.querySelectorAll('[data-edit-fallback]')) link.remove();
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-edit-job]')) button.hidden = false;
  form.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => opener?.focus());

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!job) return;
    const values = formValues(new FormData(form));
    const parsed = postJobSchema.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error);
      showErrors(errors);
      return;
    }
    showErrors({});
    submit.disabled = true;
    submit.textContent = editTexts.saving;
    try {
      const { data, error } = await actions.admin.editJob(new FormData(form));
      if (error?.code === 'UNAUTHORIZED') {
        // The session ended: sign in again and come back.
        window.location.assign(`/auth?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
        return;
      }
      if (isInputError(error)) {
        showErrors(fieldMessages(error));
        return;
      }
      if (!data) {
        showToast(editTexts.failureTitle, editTexts.failure, 'error');
        return;
      }
      const saved: EditableJob = { ...job, ...(values as Partial<EditableJob>) };
      updateRow(opener, saved);
      showToast(editTexts.success, `${data.job.jobTitle} at ${data.job.companyName} was saved.`);
      dialog.close();
    } catch {
      showToast(editTexts.failureTitle, editTexts.failure, 'error');
    } finally {
      submit.disabled = false;
      submit.textContent = editTexts.idle;
    }
  });
}

/** Shows the saved values in the job's row (the rest of the table is as it was). */
function updateRow(button: HTMLButtonElement | undefined, job: EditableJob): void {
  const row = button?.closest('tr');
  if (!button || !row) return;
  button.dataset.editJob = JSON.stringify(job);
  const set = (cell: string, text: string) => {
    for (const el of row.querySelectorAll<HTMLElement>(`[data-cell="${cell}"]`)) el.textContent = text;
  };
  set('company', job.companyName);
  set('title', job.jobTitle);
  set('location', job.location);
  set('description', job.jobDescription);
  if (job.status === 'approved') set('publish', 'Publishing…');
}
