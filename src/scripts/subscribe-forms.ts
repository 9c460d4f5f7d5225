import { jobAlertSchema, newsletterSchema, newsletterTexts } from '~/lib/forms';

// The e-mail sign-up forms (spec 000 sections 4, 5 and 8): the top form and pop-up (success
// message, then /newsletter-thank-you after 1.5 s), the banner (there at once), and job alerts.
// Every form also works without JavaScript: it posts and the endpoint redirects.

const redirectDelayMs = 1500;
const thankYouPath = '/newsletter-thank-you';
type Success = 'redirect-delay' | 'redirect-now' | 'message';

const schemaFor = { newsletter: newsletterSchema, alert: jobAlertSchema } as const;
const endpointFor = { newsletter: '/api/newsletter', alert: '/api/job-alerts' } as const;

function say(form: HTMLFormElement, text: string, ok: boolean) {
  const message = form.querySelector<HTMLElement>('[data-form-message]');
  if (!message) return;
  message.textContent = text;
  message.className = `text-sm ${ok ? 'text-brand-700' : 'text-red-700'}`;
}

async function submit(form: HTMLFormElement) {
  const kind = form.dataset.subscribeForm as keyof typeof schemaFor;
  const success = (form.dataset.success ?? 'message') as Success;
  const banner = form.dataset.variant === 'banner';
  const values = Object.fromEntries(new FormData(form).entries());
  const parsed = schemaFor[kind].safeParse(values);
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  if (!parsed.success) {
    say(form, parsed.error.issues[0]?.message ?? newsletterTexts.failure, false);
    email?.setAttribute('aria-invalid', 'true');
    email?.focus();
    return;
  }
  email?.removeAttribute('aria-invalid');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? '';
  if (button) {
    button.disabled = true;
    button.textContent = 'Subscribing...';
  }
  try {
    const response = await fetch(endpointFor[kind], {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(values),
    });
    const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
    if (!response.ok) {
      // A refusal the visitor can act on (bad address, too many attempts) is shown as sent.
      const known = response.status === 400 || response.status === 429;
      say(form, known && body.error ? body.error : banner ? newsletterTexts.bannerFailure : newsletterTexts.failure, false);
      return;
    }
    say(form, body.message ?? newsletterTexts.success, true);
    form.reset();
    if (success === 'redirect-now') window.location.assign(thankYouPath);
    if (success === 'redirect-delay') window.setTimeout(() => window.location.assign(thankYouPath), redirectDelayMs);
  } catch {
    say(form, banner ? newsletterTexts.network : newsletterTexts.failure, false);
  } finally {
    if (button) {
      button.disabled = false;
      button.textContent = label;
    }
  }
}

/** Enhances every form[data-subscribe-form] on the page once. */
export function setUpSubscribeForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-subscribe-form]')) {
    if (form.dataset.enhanced) continue;
    form.dataset.enhanced = 'true';
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void submit(form);
    });
  }
}
