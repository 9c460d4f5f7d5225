/**
 * Wires a job-alert sign-up dialog (JobAlertSignup.astro): any [data-open-alerts] button opens it,
 * × / No thanks / a click on the backdrop close it.
 */
export function wireJobAlertDialog(dialog: HTMLDialogElement): void {
  const open = () => {
    if (!dialog.open) dialog.showModal();
  };
  for (const button of document.querySelectorAll('[data-open-alerts]')) button.addEventListener('click', open);
  for (const close of dialog.querySelectorAll('[data-close]')) close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());
}
