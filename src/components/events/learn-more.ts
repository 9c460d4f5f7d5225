// Learn More dialogs: native modal dialogs, so focus stays inside and Escape
// closes; a click on the backdrop closes too, and focus goes back to the button that opened it.

/** Wires every [data-opens-dialog] button once; the buttons stay hidden without JavaScript. */
export function setUpLearnMoreDialogs(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-opens-dialog]')) {
    const dialog = document.getElementById(button.dataset.opensDialog ?? '');
    if (!(dialog instanceof HTMLDialogElement) || button.dataset.wired) continue;
    button.dataset.wired = 'true';
    button.hidden = false;
    button.addEventListener('click', () => {
      dialog.showModal();
      dialog.addEventListener('close', () => button.focus(), { once: true });
    });
  }
  for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[data-learn-more]')) {
    if (dialog.dataset.wired) continue;
    dialog.dataset.wired = 'true';
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    for (const close of dialog.querySelectorAll<HTMLElement>('[data-close]')) close.addEventListener('click', () => dialog.close());
  }
}
