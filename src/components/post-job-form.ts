import { actions, isInputError } from 'astro:actions';
import { gulfToday } from '~/lib/gulf-time';
import { postJobSchemaIn } from '~/lib/post-job';
import { formValues } from '~/lib/job-facts-input';
import type { Locale } from '~/i18n/locales';
import type { Messages } from '~/i18n/messages';
import { fieldErrorsOf } from '~/lib/field-errors';
import { showFieldErrors, showNotice } from '~/scripts/form-feedback';
import { fieldMessages } from '~/lib/action-errors';

const redirectHomeMs = 2000;

/** The texts PostJobPage.astro writes into the form's data-texts, in the page's language. */
type FormTexts = Messages['post']['status'] & { submit: string; submitting: string; home: string; categories: Record<string, string> };

/** The post-a-job form: validation with the server's schema, 'Submitting...', the spec's texts, home after 2 s. */
export function setUpPostJobForm(): void {
  const form = document.getElementById('post-job-form') as HTMLFormElement | null;
  const status = document.getElementById('post-job-status');
  if (!form || !status) return;
  const texts = JSON.parse(form.dataset.texts ?? '{}') as FormTexts;
  // The Arabic page sends locale=ar (a hidden field): its field messages are Arabic here and on the server.
  const locale: Locale = form.querySelector<HTMLInputElement>('input[name="locale"]')?.value === 'ar' ? 'ar' : 'en';
  const schema = postJobSchemaIn(locale);
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
    const parsed = schema.safeParse(formValues(values));
    if (!parsed.success) {
      showErrors(fieldErrorsOf(parsed.error));
      return;
    }
    showErrors({});
    button.disabled = true;
    button.textContent = texts.submitting;
    let sent = false; // after a success the button stays disabled until the page goes home: no second copy
    try {
      const { data: job, error } = await actions.forms.postJob(values);
      if (error && isInputError(error)) {
        showErrors(fieldMessages(error));
        return;
      }
      if (error) {
        say(texts.failureTitle, error.code === 'TOO_MANY_REQUESTS' ? error.message : texts.failure, false);
        return;
      }
      const category = job.category ? (texts.categories[job.category] ?? job.category) : undefined;
      if (job.heldForRisk) {
        // The warning stays on screen (no move home): the admin decides in the review queue.
        say(texts.heldTitle, texts.held.replace('{count}', String(job.heldForRisk)), false);
        form.reset();
        sent = true;
        return;
      }
      if (job.status === 'approved') say(texts.published, texts.live, true);
      else say(texts.submitted, category ? texts.receivedIn.replace('{category}', category) : texts.received, true);
      form.reset();
      showUrl();
      sent = true;
      window.setTimeout(() => window.location.assign(texts.home), redirectHomeMs);
    } catch {
      say(texts.failureTitle, texts.failure, false);
    } finally {
      if (!sent) {
        button.disabled = false;
        button.textContent = texts.submit;
      }
    }
  });
}
