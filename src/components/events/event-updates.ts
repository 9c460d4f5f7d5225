import { actions } from 'astro:actions';
import { firstError, newsletterSchema } from '~/lib/forms';
import { signupTexts } from '~/i18n/signup';
import { actionableMessage } from '~/lib/action-errors';
import { showToast } from '~/scripts/toast';

// "Get Event Updates": event news with double opt-in (actions.forms.eventNews). Without
// JavaScript the form posts to /forms/event-news, which redirects to /events/updates-requested.

/** The events pages are English only: the sign-up texts of the English catalogue. */
const texts = signupTexts.en;

function say(form: HTMLFormElement, text: string, ok: boolean) {
  const message = form.querySelector<HTMLElement>('[data-form-message]');
  if (!message) return;
  message.textContent = text;
  message.classList.toggle('text-red-700', !ok);
  message.classList.toggle('text-brand-800', ok);
}

async function submit(form: HTMLFormElement) {
  const values = new FormData(form);
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const problem = firstError(newsletterSchema.safeParse(Object.fromEntries(values.entries())));
  if (problem) {
    say(form, problem, false);
    email?.setAttribute('aria-invalid', 'true');
    email?.focus();
    return;
  }
  email?.removeAttribute('aria-invalid');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const label = button.textContent;
  button.disabled = true;
  button.textContent = texts.sending;
  try {
    const { data, error } = await actions.forms.eventNews(values);
    if (error) {
      say(form, actionableMessage(error) ?? texts.failure, false);
      return;
    }
    say(form, data.message, true);
    showToast('Check your inbox', data.message);
    form.reset();
  } catch {
    say(form, texts.network, false);
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
