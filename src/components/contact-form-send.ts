import { actions, isInputError, type ActionError } from 'astro:actions';
import { contactSchema } from '~/lib/forms';
import { actionableMessage } from '~/lib/action-errors';
import { contactIssueMessage, type ContactMessages } from '~/lib/contact-messages';
import { ownValue } from '~/lib/own-value';

const fieldIds: Record<string, string> = {
  firstName: 'contact-first-name',
  lastName: 'contact-last-name',
  email: 'contact-email',
  subject: 'contact-subject',
  message: 'contact-message',
};

/** The texts ContactForm.astro puts on the form, in the page's language. */
type ContactTexts = ContactMessages & { network: string; send: string; sending: string };

/** Checks and sends the contact form; says what is wrong next to it, or shows the thanks. */
export async function sendContactForm(form: HTMLFormElement): Promise<void> {
  const message = document.getElementById('contact-form-message');
  const thanks = document.getElementById('contact-thanks');
  if (!message || !thanks) return;
  const texts = JSON.parse(form.dataset.texts ?? '{}') as ContactTexts;
  const english = form.dataset.locale !== 'ar';
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const fail = (text: string, field?: string) => {
    message.textContent = text;
    for (const id of Object.values(fieldIds)) document.getElementById(id)?.removeAttribute('aria-invalid');
    const input = field ? document.getElementById(ownValue(fieldIds, field) ?? '') : null;
    if (input) {
      input.setAttribute('aria-invalid', 'true');
      input.focus();
    }
  };
  const valueOf = (values: FormData, field: PropertyKey | undefined) => String(values.get(String(field)) ?? '');
  // The server's sentence where the visitor can act on it; on the Arabic page the same refusal in Arabic.
  const refusal = (error: ActionError, values: FormData): string => {
    if (english) return actionableMessage(error) ?? texts.failure;
    if (isInputError(error)) {
      const issue = error.issues[0];
      return (issue && contactIssueMessage(issue, valueOf(values, issue.path[0]), texts)) ?? texts.failure;
    }
    return error.code === 'TOO_MANY_REQUESTS' ? texts.tooMany : texts.failure;
  };

  const values = new FormData(form);
  const parsed = contactSchema.safeParse(Object.fromEntries(values.entries()));
  if (!parsed.success) {
    // The spec checks the fields in order and reports the first problem.
    const issue = parsed.error.issues[0];
    const text = issue && contactIssueMessage(issue, valueOf(values, issue.path[0]), texts);
    fail(text ?? texts.failure, issue ? String(issue.path[0]) : undefined);
    return;
  }
  fail('');
  button.disabled = true;
  button.textContent = texts.sending;
  try {
    const { error } = await actions.forms.contact(values);
    if (error) {
      fail(refusal(error, values));
      return;
    }
    form.reset();
    form.hidden = true;
    thanks.hidden = false;
    thanks.focus();
  } catch {
    fail(texts.network);
  } finally {
    button.disabled = false;
    button.textContent = texts.send;
  }
}
