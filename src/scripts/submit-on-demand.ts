// Forms whose checking and sending code (zod and the actions client, about 30 KB gzip) loads when
// the visitor first submits one, not with the page: the home page's contact and newsletter forms,
// the sign-up pop-up, the job-alert forms.

/**
 * Sends `form` through `load()`'s function on each submit, one submission at a time; if that code
 * cannot be loaded (offline, a stale deploy), the form is posted as it is without JavaScript.
 */
export function submitOnDemand(form: HTMLFormElement, load: () => Promise<(form: HTMLFormElement) => Promise<void>>): void {
  if (form.dataset.enhanced) return; // another script on the page did it already
  form.dataset.enhanced = 'true';
  let sending = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    load()
      .then(
        (send) => send(form),
        () => form.submit(),
      )
      .catch(() => undefined) // the sending says its own failures next to the form
      .finally(() => (sending = false));
  });
}

/** Enhances a sign-up form (newsletter or job alert): src/scripts/subscribe-forms.ts sends it. */
export const enhanceSubscribeForm = (form: HTMLFormElement): void =>
  submitOnDemand(form, () => import('./subscribe-forms').then((m) => m.submitSubscribeForm));

/** Enhances every form[data-subscribe-form] on the page once. */
export function setUpSubscribeForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-subscribe-form]')) enhanceSubscribeForm(form);
}
