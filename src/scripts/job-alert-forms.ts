import { $shownSearch, type ShownSearch } from '~/stores/job-search';
import { describeAlertFilters } from '~/lib/alerts/describe';
import { enhanceSubscribeForm } from './submit-on-demand';

// The job-alert forms in the browser. A live offer (beside a search island) follows the search
// on screen: it names it in words, fills the form's filter fields (value and default, so the
// form's reset after a sign-up keeps them) and hides them. Sending loads the shared sign-up code
// (and zod) on the first submit only: the /jobs page does not load zod up front.

function fill(form: HTMLFormElement, { filters }: ShownSearch) {
  const values: Record<string, string | readonly string[]> = {
    q: filters.q ?? '',
    category: filters.category ?? '',
    country: filters.country ?? '',
    city: filters.city ?? '',
    topic: filters.topic ?? '',
    min_salary: filters.min_salary ? String(filters.min_salary) : '',
    type: filters.type ?? '',
    visa: filters.visa ?? '',
    nationality: filters.nationality ?? '',
    package: filters.package ?? [],
    licence: filters.licence ?? '',
    level: filters.level ?? '',
    verified: filters.verified ? 'true' : '',
  };
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    const list = typeof value === 'string' ? (value ? [value] : []) : value;
    // Checkboxes (visa, nationality, verified, each package item) are ticked, not given a value; value and
    // default both, so the form's reset after a sign-up keeps the search.
    const boxes =
      field instanceof RadioNodeList ? [...field] : field instanceof HTMLInputElement && field.type === 'checkbox' ? [field] : [];
    if (boxes.length) {
      for (const box of boxes) if (box instanceof HTMLInputElement) box.checked = box.defaultChecked = list.includes(box.value);
    } else if (field instanceof HTMLInputElement) {
      field.value = field.defaultValue = list.join(',');
    } else if (field instanceof HTMLSelectElement) {
      const chosen = list.join(',');
      // A minimum that is not one of the choices (a typed address) becomes one, so it is not lost.
      if (chosen && ![...field.options].some((o) => o.value === chosen)) field.add(new Option(chosen, chosen));
      for (const option of field.options) option.defaultSelected = option.value === chosen;
      field.value = chosen;
    } else if (!field && list.length) {
      const joined = list.join(',');
      form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value: joined, defaultValue: joined }));
    }
  }
  const remote = form.elements.namedItem('remote');
  if (remote instanceof HTMLInputElement) {
    remote.checked = remote.defaultChecked = filters.remote === true;
  }
  form.querySelector<HTMLElement>('[data-alert-filters]')?.setAttribute('hidden', '');
}

/**
 * The search in the page's words: English here; another language's page gives its word table
 * (data-words) and the describer that reads it loads as its own chunk, so /jobs carries neither.
 */
function describer(offer: HTMLDetailsElement): Promise<(filters: ShownSearch['filters']) => string> {
  const table = offer.dataset.words;
  if (!table) return Promise.resolve(describeAlertFilters);
  return import('~/lib/alerts/describe-words').then(({ describeAlertFiltersWith }) => {
    const words = JSON.parse(table) as Parameters<typeof describeAlertFiltersWith>[1];
    return (filters) => describeAlertFiltersWith(filters, words);
  });
}

function follow(offer: HTMLDetailsElement) {
  const title = offer.querySelector<HTMLElement>('[data-alert-title]');
  const words = offer.querySelector<HTMLElement>('[data-alert-words]');
  const form = offer.querySelector<HTMLFormElement>('form[data-alert-form]');
  const describe = describer(offer);
  let wasEmpty = offer.open;
  // Beside a search whose island waits for its first use (client:use, /jobs): the server named that
  // search in words and filled the fields with it, so they hide now, as once the island shows it.
  if (form && offer.closest('astro-island[client="use"]'))
    form.querySelector<HTMLElement>('[data-alert-filters]')?.setAttribute('hidden', '');
  $shownSearch.subscribe((shown) => {
    if (!shown || !form) return;
    fill(form, shown);
    if (words) void describe.then((inWords) => (words.textContent = inWords(shown.filters)));
    if (title)
      // The lines in the page's language, written by JobAlertOffer.astro (no catalogue in this script).
      title.textContent = (shown.empty ? offer.dataset.emptyTitle : offer.dataset.title) ?? title.textContent;
    // Open while the search finds nothing; closed again when results come back.
    if (shown.empty !== wasEmpty) offer.open = shown.empty;
    wasEmpty = shown.empty;
  });
}

/** Enhances every job-alert form on the page once, and makes live offers follow the search. */
export function setUpJobAlertForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-alert-form]')) enhanceSubscribeForm(form);
  for (const offer of document.querySelectorAll<HTMLDetailsElement>('details[data-alert-offer][data-live]')) {
    if (offer.dataset.following) continue;
    offer.dataset.following = 'true';
    follow(offer);
  }
}
