import type { MouseEvent } from 'react';
import type { Locale } from '~/i18n/locales';
import { fill } from '~/i18n/format';
import { filterChips, withoutFilters } from '~/lib/jobs/filter-chips';
import type { SearchKey, SearchState } from '~/lib/jobs/search-params';
import type { SearchUi } from './FilterPanel';

interface Props {
  search: SearchState;
  fixed: readonly SearchKey[];
  ui: SearchUi;
  locale: Locale;
  /** The address of a search (a link that works without JavaScript). */
  href: (search: SearchState) => string;
  /** With JavaScript: show that search in place. */
  go: (search: SearchState) => void;
}

/** Shows the link's search in place on a plain click; a modified click (new tab) keeps the link's own behaviour. */
export const inPlace = (go: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  go();
};

/** The active filters above the results, each a link to the search without it, and "Clear all". */
export function FilterChips({ search, fixed, ui, locale, href, go }: Props) {
  const chips = filterChips(search, fixed, ui, locale);
  if (chips.length === 0) return null;
  const cleared = withoutFilters(search, fixed);
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <h3 className="sr-only">{ui.activeFilters}</h3>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.id}>
            <a
              href={href(chip.without)}
              onClick={inPlace(() => go(chip.without))}
              aria-label={fill(ui.removeFilter, { label: chip.label })}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-600 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
            >
              <span dir="auto">{chip.label}</span>
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </a>
          </li>
        ))}
      </ul>
      <a
        href={href(cleared)}
        onClick={inPlace(() => go(cleared))}
        className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-brand-700 underline hover:text-brand-800"
      >
        {ui.clearAll}
      </a>
    </div>
  );
}
