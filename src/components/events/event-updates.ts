import { newsletterSchema, newsletterTexts } from '~/lib/forms';
import { showToast } from '~/scripts/toast';

// "Get Event Updates": event news with double opt-in (POST /api/event-updates). Without
// JavaScript the form posts and the endpoint redirects to /events/updates-requested.

function say(form: HTMLFormElement, text: string, ok: boolean) {
  const message = form.querySelector<HTMLElement>('[data-form-message]');
  if (!message) return;
  message.textContent = text;
  message.classList.toggle('text-red-700', !ok);
  message.classList.toggle('text-brand-800', ok);
}

async function submit(form: HTMLFormElement) {
  const values = Object.fromEntries(new FormData(form).entries());
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const parsed = newsletterSchema.safeParse(values);
  if (!parsed.success) {
    say(form, parsed.error.issues[0]?.message ?? newsletterTexts.failure, false);
    email?.setAttribute('aria-invalid', 'true');
    email?.focus();
    return;
  }
  email?.removeAttribute('aria-invalid');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const label = button.textContent;
  button.disabled = true;
  button.textContent = 'Subscribing...';
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(values),
    });
    const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
    if (!response.ok) {
      const known = response.status === 400 || response.status === 429;
      say(form, known && body.error ? body.error : newsletterTexts.failure, false);
      return;
    }
    say(form, body.message ?? newsletterTexts.confirmSent, true);
    showToast('Check your inbox', body.message ?? newsletterTexts.confirmSent);
    form.reset();
  } catch {
    say(form, newsletterTexts.network, false);
  } finally {
    button.disabled = false;
    button.textContent = label;
  }
}

/** Enhances every form[data-event-updates] once. */
export function setUpEventUpdates(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-event-updates]')) {
    if (form.dataset.enhanced) continue;
    form.dataset.enhanced = 'true';
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void submit(form);
    });
  }
}
