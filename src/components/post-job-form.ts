import { actions, isInputError } from 'astro:actions';
import { gulfToday } from '~/lib/gulf-time';
import { postJobSchemaIn } from '~/lib/post-job';
import { formValues } from '~/lib/job-facts-input';
import type { Locale } from '~/i18n/locales';
import type { Messages } from '~/i18n/messages';
import { fieldErrorsOf } from '~/lib/field-errors';
import { showFieldErrors, showNotice } from '~/scripts/form-feedback';
import { fieldMessages } from '~/lib/action-errors';
import { jobReference, receiptPath } from '~/lib/post-job-receipt';

/** The texts PostJobPage.astro writes into the form's data-texts, in the page's language. */
type FormTexts = Messages['post']['status'] & {
  submit: string;
  submitting: string;
  receipt: string;
  jobs: string;
  categories: Record<string, string>;
};

/**
 * The post-a-job form: validation with the server's schema before a preview or a submit,
 * 'Submitting...', then the receipt in place of the form (its address becomes the receipt's, so a
 * reload shows it again rather than the form). An admin's published job opens its page.
 */
export function setUpPostJobForm(): void {
  const form = document.getElementById('post-job-form') as HTMLFormElement | null;
  const status = document.getElementById('post-job-status');
  if (!form || !status) return;
  const texts = JSON.parse(form.dataset.texts ?? '{}') as FormTexts;
  // The Arabic page sends locale=ar (a hidden field): its field messages are Arabic here and on the server.
  const locale: Locale = form.querySelector<HTMLInputElement>('input[name="locale"]')?.value === 'ar' ? 'ar' : 'en';
  const schema = postJobSchemaIn(locale);
  const button = form.querySelector<HTMLButtonElement>('button[data-submit]')!;
  const type = form.querySelector<HTMLSelectElement>('#applicationType')!;
  const urlField = form.querySelector<HTMLElement>('[data-url-field]')!;
  const showUrl = () => (urlField.hidden = type.value !== 'url');
  // The page was built earlier: today is the visitor's today (in Gulf time).
  const date = form.querySelector<HTMLInputElement>('#jobPostedDate')!;
  date.max = gulfToday();
  // A form rendered again with what was typed (the preview) keeps its date.
  if (!date.value || date.value > date.max || (form.dataset.kept === undefined && date.defaultValue === date.value)) date.value = date.max;
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

  const showReceipt = (id: string, jobTitle: string, received: string) => {
    const receipt = document.getElementById('post-job-receipt')!;
    const reference = jobReference(id);
    const heading = receipt.querySelector<HTMLElement>('[data-receipt-heading]')!;
    receipt.querySelector('[data-receipt-ref]')!.textContent = reference;
    receipt.querySelector('[data-receipt-title]')!.textContent = jobTitle;
    receipt.querySelector<HTMLElement>('[data-receipt-job]')!.hidden = false;
    receipt.querySelector('[data-receipt-received]')!.textContent = received;
    for (const part of [form, document.getElementById('post-job-preview'), document.getElementById('post-job-examples')]) {
      if (part) part.hidden = true;
    }
    receipt.hidden = false;
    window.history.replaceState(null, '', receiptPath(texts.receipt, id));
    heading.focus();
  };

  form.addEventListener('submit', async (event) => {
    const values = new FormData(form);
    const parsed = schema.safeParse(formValues(values));
    if (!parsed.success) {
      event.preventDefault();
      showErrors(fieldErrorsOf(parsed.error));
      return;
    }
    // The preview is the server's page (the job as it will look): the browser posts the form there.
    if (event.submitter instanceof HTMLElement && event.submitter.dataset.preview !== undefined) return;
    // An employer's edit is a plain form the server answers with the dashboard.
    if (form.dataset.edit !== undefined) return;
    event.preventDefault();
    showErrors({});
    // The preview's "Submit for review" belongs to the form too (form="post-job-form"): both wait.
    const buttons = [...form.elements].filter((e): e is HTMLButtonElement => e instanceof HTMLButtonElement && e.type === 'submit');
    for (const b of buttons) b.disabled = true;
    button.textContent = texts.submitting;
    let sent = false; // after a success the button stays disabled: no second copy
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
      sent = true;
      if (job.status === 'approved' && job.slug) {
        say(texts.published, texts.live, true);
        window.location.assign(texts.jobs + encodeURIComponent(job.slug));
        return;
      }
      const received = category ? texts.receivedIn.replace('{category}', category) : texts.received;
      if (job.id) showReceipt(job.id, parsed.data.jobTitle, received);
      else say(texts.submitted, received, true);
      form.reset();
      showUrl();
    } catch {
      say(texts.failureTitle, texts.failure, false);
    } finally {
      if (!sent) {
        for (const b of buttons) b.disabled = false;
        button.textContent = texts.submit;
      }
    }
  });
}
