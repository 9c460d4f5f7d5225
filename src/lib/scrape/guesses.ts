import { countryOf } from '~/lib/countries';
import { draftDefaults, draftLimits, type ScrapedDraft } from './draft';
import { draftFacts, guessedFacts, type DraftFacts } from './facts';

// The spec's "Scraped draft guesses": from the page's markdown, a heading line gives
// the title and lines with company, location or salary words give those fields.

export interface DraftGuesses {
  title?: string;
  company?: string;
  location?: string;
  salary?: string;
}

/** Labels that introduce a field on a line ("Company: Mediclinic", "**Salary** - AED 9,000"). */
const guessLabels: Record<Exclude<keyof DraftGuesses, 'title'>, readonly string[]> = {
  company: [
    'company',
    'company name',
    'employer',
    'hiring company',
    'organization',
    'organisation',
    'hiring organization',
    'client',
    'school',
    'hospital',
  ],
  location: ['location', 'job location', 'work location', 'place of work', 'city', 'based in', 'duty station', 'country'],
  salary: ['salary', 'salary range', 'monthly salary', 'pay', 'compensation', 'remuneration', 'package', 'wage'],
};

const currencies = ['AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR', 'USD', 'EUR', 'GBP', 'INR', 'Dhs', 'Dh'];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelPattern = (labels: readonly string[]) =>
  new RegExp(`^(?:${labels.map(escape).join('|')})\\s*(?:[:：|–—-]|\\s-\\s)\\s*(.+)$`, 'i');
const labelPatterns = Object.entries(guessLabels).map(([field, labels]) => ({
  field: field as keyof typeof guessLabels,
  pattern: labelPattern(labels),
}));
const moneyPattern = new RegExp(
  `(?:\\b(?:${currencies.join('|')})\\.?\\s?\\d|[$€£]\\s?\\d|\\d[\\d,.]*\\s?(?:k\\b|(?:${currencies.join('|')})\\b))`,
  'i',
);

/** Markdown inline syntax removed: links to their text, emphasis and code marks dropped. */
function plainInline(line: string): string {
  return line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)(?=\S)([^*_`]*?\S)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const clip = (value: string, max: number) => (value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`);

/** The title, company, location and salary a page's markdown suggests; a field is absent when nothing fits. */
export function guessesFromMarkdown(markdown: string): DraftGuesses {
  const guesses: DraftGuesses = {};
  const lines = markdown
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const unlabelled: string[] = [];
  for (const raw of lines) {
    const heading = /^#{1,6}\s+(.*?)\s*#*$/.exec(raw);
    if (heading) {
      guesses.title ??= plainInline(heading[1]!) || undefined;
      continue;
    }
    const line = plainInline(raw.replace(/^(?:[-*+]|\d+[.)])\s+/, ''));
    const labelled = labelPatterns.find(({ pattern }) => pattern.test(line));
    if (labelled) guesses[labelled.field] ??= labelled.pattern.exec(line)![1]!.trim();
    else unlabelled.push(line);
  }
  // Unlabelled lines: an amount of money is a salary, a short line naming a Gulf place a location.
  for (const line of unlabelled) {
    if (!guesses.salary && line.length <= 120 && moneyPattern.test(line)) guesses.salary = line;
    if (!guesses.location && line.length <= 60 && countryOf(line)) guesses.location = line;
  }
  if (!guesses.company && guesses.title) {
    const at = /\s(?:at|@)\s+(.+)$/i.exec(guesses.title);
    if (at) guesses.company = at[1]!.trim();
  }
  return guesses;
}

/** The draft a page gives: first what it states (JSON-LD), then the line guesses, then the defaults. */
export function draftFrom(parts: {
  stated?: DraftGuesses & { facts?: Partial<DraftFacts> };
  guesses: DraftGuesses;
  pageTitle?: string;
  description: string;
  url: string;
  markdown: string;
}): ScrapedDraft {
  const pick = (field: keyof DraftGuesses) => parts.stated?.[field]?.trim() || parts.guesses[field]?.trim() || undefined;
  const location = clip(pick('location') ?? draftDefaults.location, draftLimits.location);
  const salary = clip(pick('salary') ?? '', draftLimits.salary);
  const description = clip(parts.description.trim(), draftLimits.description);
  const title = clip(pick('title') ?? (parts.pageTitle?.trim() || draftDefaults.title), draftLimits.title);
  return {
    title,
    company: clip(pick('company') ?? draftDefaults.company, draftLimits.company),
    location,
    salary,
    description,
    url: parts.url,
    markdown: parts.markdown,
    facts: draftFacts(parts.stated?.facts, guessedFacts(`${salary}\n${description}`, salary, location, title)),
  };
}
