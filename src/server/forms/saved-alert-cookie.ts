import type { AstroGlobal } from 'astro';
import { savedAlertCookie, savedAlertCookieSeconds, savedAlertValue } from '~/lib/alerts/saved-alert';
import { setCookie } from '~/server/auth/cookies';

/**
 * After a job alert posted without JavaScript: the thank-you page it redirects to names the search
 * that was saved, so the form's result page leaves it in a short-lived cookie (the action put it in
 * locals). Both form result pages (/forms/{form}, /ar/forms/{form}) call this.
 */
export function rememberSavedAlert(Astro: AstroGlobal): void {
  const saved = Astro.locals.savedAlert;
  if (saved) setCookie(Astro, savedAlertCookie, savedAlertValue(saved), { maxAgeSeconds: savedAlertCookieSeconds });
}
