import { actions, isInputError } from 'astro:actions';
import { coachingTexts, firstCoachingProblem } from '~/lib/coaching';
import { actionableMessage } from '~/lib/action-errors';
import { ownValue } from '~/lib/own-value';

// The coaching booking dialog: closed → open (Book buttons) →
// submitting ('Sending Request...', everything disabled) → the success screen, or back to the
// form with an error. Closing or cancelling resets every field and the success screen.

const fieldIds: Record<string, string> = {
  firstName: 'booking-first-name',
  lastName: 'booking-last-name',
  email: 'booking-email',
  phone: 'booking-phone',
  coachingType: 'booking-coaching-type',
  industry: 'booking-industry',
  experience: 'booking-experience',
  preferredTime: 'booking-preferred-time',
  timezone: 'booking-timezone',
  goals: 'booking-goals',
  challenges: 'booking-challenges',
};

/** A destructive notice inside the dialog (a toast outside a modal dialog would sit behind it). */
function showNotice(notice: HTMLElement, title: string, message: string) {
  const box = document.createElement('div');
  box.className = 'rounded-lg border border-red-300 bg-red-50 p-4 text-red-900';
  const heading = document.createElement('p');
  heading.className = 'font-semibold';
  heading.textContent = title;
  const text = document.createElement('p');
  text.className = 'text-sm';
  text.textContent = message;
  box.append(heading, text);
  notice.replaceChildren(box);
}

/** The heading over a refusal the visitor can act on. */
const refusalTitle = (error: Parameters<typeof actionableMessage>[0]) =>
  isInputError(error)
    ? coachingTexts.validationTitle
    : error.code === 'TOO_MANY_REQUESTS'
      ? coachingTexts.tooManyTitle
      : coachingTexts.failureTitle;

export function setUpBookingDialog(): void {
  const dialog = document.getElementById('booking-dialog') as HTMLDialogElement | null;
  const form = document.getElementById('booking-form') as HTMLFormElement | null;
  const notice = document.getElementById('booking-notice');
  const slot = dialog?.querySelector<HTMLElement>('[data-booking-slot]');
  const panel = dialog?.querySelector<HTMLElement>('[data-booking-panel]');
  const success = dialog?.querySelector<HTMLElement>('[data-booking-success]');
  if (!dialog || !form || !notice || !slot || !panel || !success) return;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const cancel = form.querySelector<HTMLButtonElement>('[data-booking-cancel]')!;
  const closers = [...dialog.querySelectorAll<HTMLButtonElement>('[data-booking-close]')];

  // Progressive enhancement: the form leaves the page section for the dialog.
  slot.append(form);
  cancel.hidden = false;
  for (const el of document.querySelectorAll<HTMLElement>('[data-booking-home]')) el.hidden = true;
  for (const el of document.querySelectorAll<HTMLElement>('[data-booking-cta]')) el.hidden = false;

  let sending = false;
  const controls = () =>
    [...form.elements].filter(
      (el): el is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement =>
        el instanceof HTMLInputElement ||
        el instanceof HTMLSelectElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLButtonElement,
    );
  const setSending = (on: boolean) => {
    sending = on;
    for (const el of [...controls(), ...closers]) el.disabled = on;
    submit.textContent = on ? coachingTexts.sending : coachingTexts.submit;
    form.setAttribute('aria-busy', String(on));
  };
  const clearInvalid = () => {
    for (const id of Object.values(fieldIds)) document.getElementById(id)?.removeAttribute('aria-invalid');
  };
  const reset = () => {
    setSending(false);
    form.reset();
    clearInvalid();
    notice.replaceChildren();
    success.hidden = true;
    panel.hidden = false;
  };

  const open = (coachingType?: string) => {
    reset();
    if (coachingType) (document.getElementById(fieldIds.coachingType!) as HTMLSelectElement).value = coachingType;
    dialog.showModal();
    document.getElementById(fieldIds.firstName!)?.focus();
  };

  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-book]');
    if (!trigger) return;
    event.preventDefault(); // a Book link leads to the form without JavaScript; with it, the dialog opens
    open(trigger.dataset.book || undefined);
  });
  cancel.addEventListener('click', () => dialog.close());
  for (const close of closers) close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog && !sending) dialog.close();
  });
  // Escape while the request is on its way would lose track of it: wait for the answer.
  dialog.addEventListener('cancel', (event) => {
    if (sending) event.preventDefault();
  });
  dialog.addEventListener('close', reset);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    const values = new FormData(form);
    const problem = firstCoachingProblem(Object.fromEntries(values.entries()));
    clearInvalid();
    if (problem) {
      showNotice(notice, coachingTexts.validationTitle, problem.message);
      const input = document.getElementById(ownValue(fieldIds, problem.field) ?? '');
      input?.setAttribute('aria-invalid', 'true');
      input?.focus();
      return;
    }
    notice.replaceChildren();
    setSending(true);
    try {
      const { error } = await actions.forms.coaching(values);
      if (error) {
        console.error(`Booking request failed: ${error.status} ${error.message}`);
        // A refusal the visitor can act on (a field, too many attempts) is shown as the server said it.
        const actionable = actionableMessage(error);
        setSending(false);
        showNotice(notice, actionable ? refusalTitle(error) : coachingTexts.failureTitle, actionable ?? coachingTexts.failure);
        return;
      }
      setSending(false);
      form.reset();
      panel.hidden = true;
      success.hidden = false;
      success.focus();
    } catch (error) {
      console.error('Booking request failed:', error);
      setSending(false);
      showNotice(notice, coachingTexts.failureTitle, coachingTexts.failure);
    }
  });
}
