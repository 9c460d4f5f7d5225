import { formatNumberIn, pluralRulesOf } from '~/i18n/intl-cache';
import type { PluralForms } from '~/i18n/format';

// How long ago a job was posted, in the page's language. Pure and catalogue-free: the job page's
// script recomputes it in the browser with the small age catalogue (src/i18n/age.ts), not the whole one.

export interface AgeTexts {
  justNow: string;
  hours: PluralForms;
  days: PluralForms;
}

/** 'just now' under an hour, 'N hours ago' under a day, else 'N days ago', in `intlLocale`'s plural forms. */
export function ageText(isoInstant: string, texts: AgeTexts, intlLocale: string, now: Date = new Date()): string {
  const then = new Date(isoInstant).getTime();
  if (Number.isNaN(then)) return '';
  const hours = Math.max(0, Math.floor((now.getTime() - then) / 3600_000));
  if (hours === 0) return texts.justNow;
  const [count, forms] = hours < 24 ? [hours, texts.hours] : [Math.floor(hours / 24), texts.days];
  const form = forms[pluralRulesOf(intlLocale).select(count)] ?? forms.other;
  return form.replace('{count}', formatNumberIn(count, intlLocale));
}
