import { actions, isInputError } from 'astro:actions';
import { gulfToday } from '~/lib/gulf-time';
import { postJobReceived, postJobSchema, postJobTexts } from '~/lib/post-job';
import { formValues } from '~/lib/job-facts-input';
import { categoryLabel } from '~/lib/categories';
import { fieldErrorsOf } from '~/lib/field-errors';
import { showFieldErrors, showNotice } from '~/scripts/form-feedback';
import { fieldMessages } from '~/lib/action-errors';

const redirectHomeMs = 2000;

/** The post-a-job form: validation with the server's schema, 'Submitting...', the spec's texts, home after 2 s. */
export function setUpPostJobForm(): void {
  const form = document.getElementById('post-job-form') as HTMLFormElement | null;
  const status = document.getElementById('post-job-status');
  if (!form || !status) return;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const type = form.querySelector<HTMLSelectElement>('#applicationType')!;
  const urlField = form.querySelector<HTMLElement>('[data-url-field]')!;
  const showUrl = () => (urlField.hidden = type.value !== 'url');
  // The page was built earlier: today is the visitor's today (in Gulf time).
  const date = form.querySelector<HTMLInputElement>('#jobPostedDate')!;
  date.max = gulfToday();
  if (!date.value || date.value > date.max || date.defaultValue === date.value) date.value = date.max;
  // Without JavaScript the URL field is always there; with it, only for External URL.
  showUrl();
  type.addEventListener('change', showUrl);

  const samples = JSON.parse(form.dataset.samples ?? '{}') as Record<string, Record<string, string>>;
  for (const sampleButton of document.querySelectorAll<HTMLButtonElement>('[data-sample]')) {
    sampleButton.addEventListener('click', () => {
      const sample = samples[sampleButton.dataset.sample ?? ''] ?? {};
      for (const [name, value] of Object.entries(sample)) {
        const input = form.elements.namedItem(name);
        if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement || input instanceof HTMLSelectElement)
          input.value = value;
      }
      showUrl();
      form.querySelector<HTMLInputElement>('#companyName')?.focus();
    });
  }

  const showErrors = (errors: Record<string, string>) => showFieldErrors(form, errors);
  const say = (title: string, text: string, ok: boolean) => {
    status.className = `mb-4 rounded-md p-4 ${ok ? 'bg-brand-50 text-brand-800' : 'bg-red-50 text-red-800'}`;
    showNotice(status, title, text);
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const values = new FormData(form);
    const parsed = postJobSchema.safeParse(formValues(values));
    if (!parsed.success) {
      showErrors(fieldErrorsOf(parsed.error));
      return;
    }
    showErrors({});
    button.disabled = true;
    button.textContent = 'Submitting...';
    let sent = false; // after a success the button stays disabled until the page goes home: no second copy
    try {
      const { data: job, error } = await actions.forms.postJob(values);
      if (error && isInputError(error)) {
        showErrors(fieldMessages(error));
        return;
      }
      if (error) {
        say(postJobTexts.failureTitle, error.code === 'TOO_MANY_REQUESTS' ? error.message : postJobTexts.failure, false);
        return;
      }
      if (job.status === 'approved') say(postJobTexts.published, postJobTexts.live, true);
      else say(postJobTexts.submitted, postJobReceived(job.category ? categoryLabel(job.category) : undefined), true);
      form.reset();
      showUrl();
      sent = true;
      window.setTimeout(() => window.location.assign('/'), redirectHomeMs);
    } catch {
      say(postJobTexts.failureTitle, postJobTexts.failure, false);
    } finally {
      if (!sent) {
        button.disabled = false;
        button.textContent = 'Submit Job';
      }
    }
  });
}
