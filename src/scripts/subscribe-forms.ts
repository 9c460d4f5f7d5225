import { actions } from 'astro:actions';
import { firstError, jobAlertSchema, newsletterSchema, type JobAlertInput } from '~/lib/forms';
import { fill } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';
import { actionableMessage } from '~/lib/action-errors';
import { signupTexts } from '~/i18n/signup';

// The e-mail sign-up forms: the top form and pop-up (success
// message, then /newsletter-thank-you after 1.5 s), the banner (there at once), and job alerts.
// Every form also works without JavaScript: it posts to /forms/{form}, which redirects.

const redirectDelayMs = 1500;
/** The thank-you page of the form's language (its hidden `locale` field). */
const thankYouPath = (locale: string) => (locale === 'ar' ? '/ar/newsletter-thank-you' : '/newsletter-thank-you');
type Success = 'redirect-delay' | 'redirect-now' | 'message';

const schemaFor = { newsletter: newsletterSchema, alert: jobAlertSchema } as const;
const actionFor = { newsletter: actions.forms.newsletter, alert: actions.forms.jobAlert } as const;

function say(form: HTMLFormElement, text: string, ok: boolean) {
  const message = form.querySelector<HTMLElement>('[data-form-message]');
  if (!message) return;
  message.textContent = text;
  message.className = `text-sm ${ok ? 'text-brand-700' : 'text-red-700'}`;
}

/** "Your alert, daily: Healthcare & Medical jobs matching “nurse” in Dubai, UAE." in the form's language. */
async function alertSavedText(input: JobAlertInput, locale: Locale): Promise<string> {
  const { email: _email, source: _source, website: _website, locale: _locale, frequency, ...filters } = input;
  const { describeAlertFiltersIn } = await import('~/lib/alerts/describe-in');
  const texts = signupTexts[locale];
  return fill(texts.alertSaved, { frequency: texts.frequencies[frequency], search: describeAlertFiltersIn(filters, locale) });
}

/** Brings the form's confirmation into view and gives it the focus, so it is where the eye and the screen reader are. */
function showMessage(form: HTMLFormElement) {
  const message = form.querySelector<HTMLElement>('[data-form-done]') ?? form.querySelector<HTMLElement>('[data-form-message]');
  if (!message) return;
  message.tabIndex = -1;
  message.scrollIntoView({ block: 'nearest' });
  message.focus({ preventScroll: true });
}

/** Checks and sends one sign-up form, and says how it went in its [data-form-message]. */
export async function submitSubscribeForm(form: HTMLFormElement): Promise<void> {
  const kind = form.dataset.subscribeForm as keyof typeof schemaFor;
  const success = (form.dataset.success ?? 'message') as Success;
  const banner = form.dataset.variant === 'banner';
  const values = new FormData(form);
  const locale = values.get('locale') === 'ar' ? 'ar' : 'en';
  const texts = signupTexts[locale];
  // Ticked package boxes are one field each (a hidden field holds them as one comma list).
  const raw = { ...Object.fromEntries(values.entries()), package: values.getAll('package') };
  const problem = firstError(schemaFor[kind].safeParse(raw));
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  if (problem) {
    say(form, problem, false);
    email?.setAttribute('aria-invalid', 'true');
    email?.focus();
    return;
  }
  email?.removeAttribute('aria-invalid');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? '';
  if (button) {
    button.disabled = true;
    button.textContent = texts.sending;
  }
  try {
    const { data, error } = await actionFor[kind](values);
    if (error) {
      // A refusal the visitor can act on (bad address, too many attempts) is shown as sent.
      say(form, actionableMessage(error) ?? (banner ? texts.bannerFailure : texts.failure), false);
      return;
    }
    if (kind === 'alert') {
      // The choices stay as they were (daily stays daily) and the message names what was saved.
      const alert = jobAlertSchema.safeParse(raw);
      say(form, data.message, true);
      const saved = form.querySelector<HTMLElement>('[data-alert-saved]');
      if (saved && alert.success) {
        saved.textContent = await alertSavedText(alert.data, locale);
        saved.hidden = false;
      }
      showMessage(form);
    } else {
      say(form, data.message, true);
      form.reset();
    }
    // An exit-intent pop-up around the form keeps away for a while after a sign-up (exit-intent.ts).
    form.dispatchEvent(new CustomEvent('subscribed', { bubbles: true }));
    if (success === 'redirect-now') window.location.assign(thankYouPath(locale));
    if (success === 'redirect-delay') window.setTimeout(() => window.location.assign(thankYouPath(locale)), redirectDelayMs);
  } catch {
    say(form, banner ? texts.network : texts.failure, false);
  } finally {
    if (button) {
      button.disabled = false;
      button.textContent = label;
    }
  }
}
