import { submitOnDemand } from '~/scripts/submit-on-demand';

// The contact form in the browser: its checking and sending (contact-form-send.ts, with zod and
// the actions client) load on the first submit, not with the home page.

export function setUpContactForm(): void {
  const form = document.getElementById('contact-form') as HTMLFormElement | null;
  const thanks = document.getElementById('contact-thanks');
  if (!form || !thanks) return;
  submitOnDemand(form, () => import('./contact-form-send').then((m) => m.sendContactForm));
  document.getElementById('contact-again')?.addEventListener('click', () => {
    thanks.hidden = true;
    form.hidden = false;
    document.getElementById('contact-first-name')?.focus();
  });
}
