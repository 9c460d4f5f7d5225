import type { Locale } from '~/i18n/locales';
import { cardTexts } from '~/i18n/island';

/** "Verified employer" with a tick: on job cards, the job page and the company page (no script). */
export function VerifiedBadge({ locale = 'en', className = '' }: { locale?: Locale; className?: string }) {
  return (
    <span className={`chip-verified ${className}`} data-verified-badge>
      <svg aria-hidden="true" viewBox="0 0 20 20" width="14" height="14" fill="currentColor" className="shrink-0">
        <path
          fillRule="evenodd"
          d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
          clipRule="evenodd"
        />
      </svg>
      {cardTexts(locale).verified}
    </span>
  );
}
