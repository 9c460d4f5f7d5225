import { fill } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';
import type { SearchSuggestion } from '~/lib/jobs/public-job';
import type { DroppableFilter } from '~/lib/jobs/search-suggestions';
import { jobCountText } from '~/lib/jobs/search-headline';
import { inPlace } from './FilterChips';
import type { SearchUi } from './FilterPanel';

type Texts = Pick<
  SearchUi,
  | 'showingResultsFor'
  | 'searchInsteadFor'
  | 'suggestionsTitle'
  | 'suggestPlace'
  | 'suggestGulf'
  | 'suggestWithoutFilter'
  | 'suggestWithoutWord'
  | 'suggestWithoutFilters'
  | 'suggestWithoutWords'
  | 'jobCount'
  | 'category'
  | 'posted'
  | 'minSalary'
  | 'type'
  | 'visaProvided'
  | 'openNationalities'
  | 'verifiedOnly'
  | 'packageIncludes'
  | 'licence'
  | 'level'
  | 'remoteOnly'
  | 'countries'
>;

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** "Showing results for nurse. Search instead for nurce": the second is a link to the exact words (spell=off). */
export function CorrectionLine(props: { to: string; from: string; href: string; go?: (href: string) => void; texts: Texts }) {
  const { to, from, href, go, texts } = props;
  return (
    <p className="text-sm text-slate-700" data-testid="search-correction">
      {texts.showingResultsFor} <strong className="font-semibold text-slate-900">{to}</strong>.{' '}
      <a href={href} className={linkClass} onClick={go && inPlace(() => go(href))}>
        {texts.searchInsteadFor} <em>{from}</em>
      </a>
    </p>
  );
}

const filterName = (texts: Texts): Record<DroppableFilter, string> => ({
  category: texts.category,
  posted: texts.posted,
  min_salary: texts.minSalary,
  type: texts.type,
  visa: texts.visaProvided,
  nationality: texts.openNationalities,
  verified: texts.verifiedOnly,
  package: texts.packageIncludes,
  licence: texts.licence,
  level: texts.level,
  remote: texts.remoteOnly,
});

const labelOf = (s: SearchSuggestion, texts: Texts): string => {
  if (s.kind === 'place')
    return s.value === 'gulf' ? texts.suggestGulf : fill(texts.suggestPlace, { place: texts.countries[s.value] ?? s.value });
  const q = new URLSearchParams(s.query).get('q') ?? '';
  if (s.value === 'all') return s.kind === 'filter' ? fill(texts.suggestWithoutFilters, { q }) : texts.suggestWithoutWords;
  if (s.kind === 'filter') return fill(texts.suggestWithoutFilter, { filter: filterName(texts)[s.value as DroppableFilter] ?? s.value });
  return fill(texts.suggestWithoutWord, { q, word: s.value });
};

/** The nearest searches that find jobs, as links with their counts (real addresses: they work without JavaScript). */
export function Suggestions(props: {
  suggestions: SearchSuggestion[];
  hrefOf: (query: string) => string;
  go?: (href: string) => void;
  texts: Texts;
  locale: Locale;
}) {
  const { suggestions, hrefOf, go, texts, locale } = props;
  return (
    <div className="mt-4 text-start">
      <h3 className="font-semibold text-slate-900">{texts.suggestionsTitle}</h3>
      <ul className="mt-2 flex flex-col gap-2">
        {suggestions.map((s) => {
          const href = hrefOf(s.query);
          return (
            <li key={`${s.kind}:${s.value}`}>
              <a
                href={href}
                className={`${linkClass} inline-flex min-h-11 items-center break-words`}
                onClick={go && inPlace(() => go(href))}
              >
                {labelOf(s, texts)}
              </a>{' '}
              <span className="text-slate-600">({jobCountText(texts, s.total, locale)})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
