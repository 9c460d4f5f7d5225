import { z } from '~/lib/zod';
import { countryBySlug, type Country, type CountrySlug } from './countries';
import { gulfLongDateFormat } from './gulf-time';

// The GCC salary guide: six countries in a fixed tab order, five
// professions each, monthly ranges in the country's own currency.

/** The spec's tab order (UAE first), the tab's short label, the name in a sentence. */
const salaryGuideCountries = [
  { slug: 'uae', tab: 'UAE', place: 'the United Arab Emirates' },
  { slug: 'saudi-arabia', tab: 'Saudi', place: 'Saudi Arabia' },
  { slug: 'qatar', tab: 'Qatar', place: 'Qatar' },
  { slug: 'oman', tab: 'Oman', place: 'Oman' },
  { slug: 'bahrain', tab: 'Bahrain', place: 'Bahrain' },
  { slug: 'kuwait', tab: 'Kuwait', place: 'Kuwait' },
] as const satisfies readonly { slug: CountrySlug; tab: string; place: string }[];

/** The five professions every country covers, in table order. */
export const professions = [
  { slug: 'doctors', label: 'Doctors' },
  { slug: 'nurses', label: 'Nurses' },
  { slug: 'engineers', label: 'Engineers' },
  { slug: 'allied-health', label: 'Allied Health' },
  { slug: 'teachers', label: 'Teachers' },
] as const;
export type ProfessionSlug = (typeof professions)[number]['slug'];
const professionSlugs = professions.map((p) => p.slug) as [ProfessionSlug, ...ProfessionSlug[]];
const countrySlugsInOrder = salaryGuideCountries.map((c) => c.slug) as [CountrySlug, ...CountrySlug[]];

const salaryRowSchema = z
  .object({
    profession: z.enum(professionSlugs, { message: `Unknown profession. Use one of: ${professionSlugs.join(', ')}.` }),
    min: z.number().int().positive().describe('Lowest typical monthly salary, in the local currency'),
    max: z.number().int().positive().describe('Highest typical monthly salary, in the local currency'),
    note: z.string().min(1, 'Every row needs a note (who earns the top of the range, what is usually added).'),
  })
  .refine((row) => row.min <= row.max, {
    message: 'The range is upside down: min must not be greater than max. Swap the two numbers.',
    path: ['max'],
  });

const countryGuideSchema = z
  .object({
    country: z.enum(countrySlugsInOrder, { message: `Unknown country. Use one of: ${countrySlugsInOrder.join(', ')}.` }),
    rows: z.array(salaryRowSchema).describe('One row per profession, in the order of the table'),
    benefits: z.array(z.string().min(1)).min(1, 'List at least one usual benefit.'),
    considerations: z.array(z.string().min(1)).min(1, 'List at least one consideration.'),
  })
  .superRefine((guide, ctx) => {
    const present = guide.rows.map((r) => r.profession);
    for (const slug of professionSlugs) {
      const count = present.filter((p) => p === slug).length;
      if (count !== 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows'],
          message:
            count === 0
              ? `${guide.country} has no row for "${slug}": add one (every country covers ${professionSlugs.join(', ')}).`
              : `${guide.country} has ${count} rows for "${slug}": keep one.`,
        });
      }
    }
  });

/** The whole guide: the content collection's schema (content/salary-guide.yaml). */
export const salaryGuideSchema = z
  .object({
    lastReviewed: z.coerce.date().describe('When the figures were last checked; shown on the page'),
    countries: z.array(countryGuideSchema),
  })
  .superRefine((guide, ctx) => {
    const order = guide.countries.map((c) => c.country);
    if (order.join() !== countrySlugsInOrder.join()) {
      ctx.addIssue({
        code: 'custom',
        path: ['countries'],
        message: `The guide must list every country once, in tab order: ${countrySlugsInOrder.join(', ')} (found: ${order.join(', ') || 'none'}).`,
      });
    }
  });
export type SalaryGuide = z.infer<typeof salaryGuideSchema>;
export type CountrySalaryGuide = SalaryGuide['countries'][number];
export type SalaryRow = CountrySalaryGuide['rows'][number];

/** A country's guide with what the page shows: tab label, country facts, rows in table order. */
export interface SalaryGuideTab extends CountrySalaryGuide {
  tab: string;
  /** "the United Arab Emirates": the country's name inside a sentence. */
  place: string;
  info: Country;
}

/** The countries of a parsed guide in tab order, each with its labels and sorted rows. */
export function salaryGuideTabs(guide: SalaryGuide): SalaryGuideTab[] {
  return salaryGuideCountries.map(({ slug, tab, place }) => {
    const country = guide.countries.find((c) => c.country === slug);
    const info = countryBySlug(slug);
    if (!country || !info) throw new Error(`The salary guide has no entry for ${slug}; check content/salary-guide.yaml.`);
    const rows = [...country.rows].sort((a, b) => professionSlugs.indexOf(a.profession) - professionSlugs.indexOf(b.profession));
    return { ...country, rows, tab, place, info };
  });
}

const professionLabels = new Map<string, string>(professions.map((p) => [p.slug, p.label]));
export const professionLabel = (slug: ProfessionSlug): string => professionLabels.get(slug) ?? slug;

/** "25,000 – 45,000 AED": a monthly range with thousands separators and the currency code. */
export const formatSalaryRange = (min: number, max: number, currency: string): string =>
  `${min.toLocaleString('en-US')} – ${max.toLocaleString('en-US')} ${currency}`;

/** "1 November 2026": the last-reviewed date as the page prints it (the Gulf date, so builds agree). */
export const formatReviewedDate = (date: Date): string => gulfLongDateFormat.format(date);
