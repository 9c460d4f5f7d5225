import { fetchedAlertDialog } from './job-dialogs';
import { wireJobAlertDialog } from '~/scripts/job-alert-dialog';
import { showOnExitIntent } from '~/scripts/exit-intent';
import { setUpJobAlertForms } from '~/scripts/job-alert-forms';

/**
 * A job page's exit pop-up: the job-alert dialog arrives with the fetched job dialogs (it only works
 * with JavaScript, so the page's HTML does not carry it) and takes the scope line and the filters of
 * the page's own alert offer (JobPage.astro), so both subscribe to the same search. The exit intent
 * is watched from the start: one that comes before the dialog is weighed once it is there.
 */
export function setUpJobAlertPopup(): void {
  const offer = document.querySelector<HTMLElement>('[data-alert-popup-scope]');
  const offerForm = offer?.querySelector<HTMLFormElement>('form[data-alert-form]');
  if (!offer || !offerForm) return;
  const dialog = document.createElement('dialog');
  document.body.append(dialog);
  const ready = fetchedAlertDialog().then((fetched) => {
    const form = fetched?.querySelector<HTMLFormElement>('form[data-alert-form]');
    if (!fetched || !form) return false;
    const scope = fetched.querySelector<HTMLElement>('[data-alert-scope]');
    if (scope && offer.dataset.alertPopupScope) {
      // The page gives the words naming its jobs; the fetched copy the line around them (lib/alerts/describe-in.ts).
      const words = offer.dataset.alertPopupScope;
      scope.textContent = (scope.dataset.template ?? '{words}').replace('{words}', () => words);
      scope.hidden = false;
    }
    const honeypot = form.querySelector('.hidden');
    for (const input of offerForm.querySelectorAll<HTMLInputElement>('input[type="hidden"]')) {
      if (input.name === 'source' || input.name === 'locale') continue;
      form.insertBefore(Object.assign(document.createElement('input'), { type: 'hidden', name: input.name, value: input.value }), honeypot);
    }
    for (const { name, value } of fetched.attributes) dialog.setAttribute(name, value);
    dialog.replaceChildren(...fetched.childNodes);
    wireJobAlertDialog(dialog);
    setUpJobAlertForms();
    return true;
  });
  showOnExitIntent(dialog, ready);
}
