import { fetchedAlertDialog } from './job-dialogs';
import { wireJobAlertDialog } from '~/scripts/job-alert-dialog';
import { setUpJobAlertForms } from '~/scripts/job-alert-forms';

/**
 * A job page's exit pop-up: the job-alert dialog arrives with the fetched job dialogs (it only works
 * with JavaScript, so the page's HTML does not carry it) and takes the scope line and the filters of
 * the page's own alert offer (JobPage.astro), so both subscribe to the same search.
 */
export async function setUpJobAlertPopup(): Promise<void> {
  const offer = document.querySelector<HTMLElement>('[data-alert-popup-scope]');
  const offerForm = offer?.querySelector<HTMLFormElement>('form[data-alert-form]');
  if (!offer || !offerForm) return;
  const dialog = await fetchedAlertDialog();
  const form = dialog?.querySelector<HTMLFormElement>('form[data-alert-form]');
  if (!dialog || !form) return;
  const scope = dialog.querySelector<HTMLElement>('[data-alert-scope]');
  if (scope && offer.dataset.alertPopupScope) {
    scope.textContent = offer.dataset.alertPopupScope;
    scope.hidden = false;
  }
  const honeypot = form.querySelector('.hidden');
  for (const input of offerForm.querySelectorAll<HTMLInputElement>('input[type="hidden"]')) {
    if (input.name === 'source' || input.name === 'locale') continue;
    form.insertBefore(Object.assign(document.createElement('input'), { type: 'hidden', name: input.name, value: input.value }), honeypot);
  }
  document.body.append(dialog);
  wireJobAlertDialog(dialog);
  setUpJobAlertForms();
}
