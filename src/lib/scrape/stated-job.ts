import { countries } from '~/lib/countries';
import { statedFacts, type DraftFacts } from './facts';
import { ownValue } from '~/lib/own-value';

// A schema.org JobPosting in a page's JSON-LD blocks: what the employer states, read before any
// guessing. Sites nest it in @graph, in arrays or under another node (mainEntity), so the search
// walks the whole tree.

export interface StatedJob {
  title?: string;
  company?: string;
  location?: string;
  salary?: string;
  /** As the page gives it: HTML or plain text (the server turns it into markdown). */
  descriptionHtml?: string;
  /** Salary fields, employment type and package from baseSalary, employmentType and jobBenefits. */
  facts?: Partial<DraftFacts>;
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** HTML character references decoded (JSON-LD text is often entity-encoded). */
export const decodeEntities = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ownValue(entities, ref.toLowerCase()) ?? whole;
  });

const textOf = (v: unknown): string | undefined => {
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') return undefined;
  const s = decodeEntities(v).replace(/\s+/g, ' ').trim();
  return s || undefined;
};
const nameOf = (v: unknown): string | undefined => (isNode(v) ? textOf(v.name) : textOf(v));

const isJobPosting = (node: Node) => list(node['@type']).some((t) => typeof t === 'string' && /(^|[/:])JobPosting$/.test(t));

/** The first JobPosting node anywhere in the parsed blocks (depth-limited), or undefined. */
function findJobPosting(blocks: readonly unknown[]): Node | undefined {
  const queue: { value: unknown; depth: number }[] = blocks.map((value) => ({ value, depth: 0 }));
  while (queue.length > 0) {
    const { value, depth } = queue.shift()!;
    if (depth > 8) continue;
    if (Array.isArray(value)) queue.push(...value.map((v) => ({ value: v, depth: depth + 1 })));
    else if (isNode(value)) {
      if (isJobPosting(value)) return value;
      for (const child of Object.values(value)) if (typeof child === 'object') queue.push({ value: child, depth: depth + 1 });
    }
  }
  return undefined;
}

/** A block's text as JSON, tolerating HTML comment and CDATA wrappers; undefined when it is not JSON. */
function parseJsonLdBlock(source: string): unknown {
  const cleaned = source
    .trim()
    .replace(/^(?:<!--|\/\*<!\[CDATA\[\*\/|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\*\]\]>\*\/|\]\]>)$/, '')
    .trim();
  try {
    return JSON.parse(cleaned);
  } catch {
    return undefined; // a broken block is not the page's job: the other blocks and the text remain
  }
}

const countryNames = new Map<string, string>(countries.map((c) => [c.iso, c.name]));
const countryName = (v: unknown) => {
  const name = nameOf(v);
  return name ? (countryNames.get(name.toUpperCase()) ?? name) : undefined;
};

const placeOf = (place: unknown): string | undefined => {
  if (!isNode(place)) return textOf(place);
  const address = place.address;
  if (!isNode(address)) return textOf(address) ?? textOf(place.name);
  const parts = [textOf(address.addressLocality), textOf(address.addressRegion), countryName(address.addressCountry)].filter(
    (p): p is string => !!p,
  );
  const distinct = parts.filter((p, i) => parts.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i);
  return distinct.join(', ') || textOf(place.name);
};

const locationOf = (job: Node): string | undefined => {
  const places = [
    ...new Set(
      list(job.jobLocation)
        .map(placeOf)
        .filter((p): p is string => !!p),
    ),
  ];
  if (places.length > 0) return places.join(' or ');
  if (list(job.jobLocationType).some((t) => t === 'TELECOMMUTE')) {
    const where = list(job.applicantLocationRequirements)
      .map(nameOf)
      .map((n) => (n ? (countryNames.get(n.toUpperCase()) ?? n) : n))
      .filter(Boolean);
    return where.length > 0 ? `Remote (${where.join(', ')})` : 'Remote';
  }
  return undefined;
};

const units: Record<string, string> = { HOUR: 'per hour', DAY: 'per day', WEEK: 'per week', MONTH: 'per month', YEAR: 'per year' };
const amount = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.replace(/,/g, '')) : NaN;
  return Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: 2 }) : textOf(v);
};

/** "AED 12,000 - 15,000 per month" from a MonetaryAmount (or whatever text the page gives). */
export function salaryOf(salary: unknown): string | undefined {
  if (!isNode(salary)) return textOf(salary);
  const currency = textOf(salary.currency);
  const value = salary.value;
  let figure: string | undefined;
  let unit: string | undefined;
  if (isNode(value)) {
    const min = amount(value.minValue);
    const max = amount(value.maxValue);
    const single = amount(value.value);
    figure = min && max && min !== max ? `${min} - ${max}` : (single ?? min ?? max);
    unit = textOf(value.unitText);
  } else figure = amount(value);
  unit ??= textOf(salary.unitText);
  if (!figure) return undefined;
  return [currency, figure, unit ? (ownValue(units, unit.toUpperCase()) ?? `per ${unit.toLowerCase()}`) : undefined]
    .filter(Boolean)
    .join(' ');
}

/** What a page's JSON-LD states about its job (block texts as found in the page), or undefined. */
export function statedJob(blockTexts: readonly string[]): StatedJob | undefined {
  const job = findJobPosting(blockTexts.map(parseJsonLdBlock).filter((b) => b !== undefined));
  if (!job) return undefined;
  return {
    title: textOf(job.title) ?? textOf(job.name),
    company: list(job.hiringOrganization).map(nameOf).find(Boolean),
    location: locationOf(job),
    salary: salaryOf(job.baseSalary) ?? salaryOf(job.estimatedSalary),
    descriptionHtml: typeof job.description === 'string' && job.description.trim() ? job.description : undefined,
    facts: statedFacts(job),
  };
}
