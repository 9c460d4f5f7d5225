import { actions } from 'astro:actions';
import { contactSchema, contactTexts } from '~/lib/forms';
import { actionableMessage } from '~/lib/action-errors';

const fieldIds: Record<string, string> = {
  firstName: 'contact-first-name',
  lastName: 'contact-last-name',
  email: 'contact-email',
  subject: 'contact-subject',
  message: 'contact-message',
};

export function setUpContactForm(): void {
  const form = document.getElementById('contact-form') as HTMLFormElement | null;
  const message = document.getElementById('contact-form-message');
  const thanks = document.getElementById('contact-thanks');
  if (!form || !message || !thanks) return;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const fail = (text: string, field?: string) => {
    message.textContent = text;
    for (const id of Object.values(fieldIds)) document.getElementById(id)?.removeAttribute('aria-invalid');
    const input = field ? document.getElementById(fieldIds[field] ?? '') : null;
    if (input) {
      input.setAttribute('aria-invalid', 'true');
      input.focus();
    }
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const values = new FormData(form);
    const parsed = contactSchema.safeParse(Object.fromEntries(values.entries()));
    if (!parsed.success) {
      // The spec checks the fields in order and reports the first problem.
      const issue = parsed.error.issues[0];
      fail(issue?.message ?? contactTexts.failure, issue ? String(issue.path[0]) : undefined);
      return;
    }
    fail('');
    button.disabled = true;
    button.textContent = 'Sending...';
    try {
      const { error } = await actions.forms.contact(values);
      if (error) {
        fail(actionableMessage(error) ?? contactTexts.failure);
        return;
      }
      form.reset();
      form.hidden = true;
      thanks.hidden = false;
      thanks.focus();
    } catch {
      fail(contactTexts.network);
    } finally {
      button.disabled = false;
      button.textContent = 'Send Message';
    }
  });

  document.getElementById('contact-again')?.addEventListener('click', () => {
    thanks.hidden = true;
    form.hidden = false;
    document.getElementById('contact-first-name')?.focus();
  });
}
