import { actions, isInputError } from 'astro:actions';
import { signInSchema } from '~/lib/auth-schema';
import { showToast } from '~/scripts/toast';
import { fieldErrorsOf } from '~/lib/field-errors';
import { refusalMessage } from '~/lib/action-errors';
import { showFieldErrors, showNotice } from '~/scripts/form-feedback';

export const signInTexts = {
  waiting: 'Please wait...',
  idle: 'Sign In',
  welcome: 'Welcome back!',
  failureTitle: 'Authentication Failed',
  fallback: 'Please check your credentials and try again.',
} as const;

// Long enough to read "Welcome back!" before the next page.
const welcomeMs = 700;

/**
 * The admin sign-in form: the endpoint's schema and messages in the
 * browser, show/hide password, 'Please wait...', "Welcome back!" and then the page asked for.
 * Without JavaScript the form posts to the same action and the page shows its message.
 */
export function setUpSignInForm(): void {
  const form = document.getElementById('sign-in-form') as HTMLFormElement | null;
  const status = document.getElementById('sign-in-status');
  if (!form || !status) return;
  form.noValidate = true;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const password = form.querySelector<HTMLInputElement>('#password')!;
  const toggle = document.getElementById('password-toggle') as HTMLButtonElement | null;
  if (toggle) {
    toggle.hidden = false;
    toggle.addEventListener('click', () => {
      const show = password.type === 'password';
      password.type = show ? 'text' : 'password';
      // The name says what a press does next ("Hide password"); a pressed state on top would contradict it.
      toggle.firstChild!.textContent = show ? 'Hide' : 'Show';
    });
  }

  const showErrors = (errors: Record<string, string>) => showFieldErrors(form, errors);
  const fail = (message: string) => showNotice(status, signInTexts.failureTitle, message);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(form).entries());
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error);
      showErrors(errors);
      return;
    }
    showErrors({});
    status.innerHTML = '';
    submit.disabled = true;
    submit.textContent = signInTexts.waiting;
    let done = false;
    try {
      const { data, error } = await actions.auth.signIn(new FormData(form));
      if (error) {
        // The schema ran above, so the server's field errors are rare; show them the same way.
        if (isInputError(error)) showErrors(Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message])));
        fail(refusalMessage(error, signInTexts.fallback));
        return;
      }
      done = true;
      status.setAttribute('role', 'status');
      status.className = 'mt-4 rounded-md bg-brand-50 p-3 text-sm font-semibold text-brand-800';
      status.textContent = signInTexts.welcome;
      showToast(signInTexts.welcome, 'You are signed in.');
      window.setTimeout(() => window.location.assign(data.next), welcomeMs);
    } catch {
      fail(signInTexts.fallback);
    } finally {
      if (!done) {
        submit.disabled = false;
        submit.textContent = signInTexts.idle;
      }
    }
  });
}
