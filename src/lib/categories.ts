/** The eight industries; supabase/migrations seeds the same list. */
export const categories = [
  { slug: 'healthcare-medical', label: 'Healthcare & Medical' },
  { slug: 'education-teaching', label: 'Education & Teaching' },
  { slug: 'it-technology', label: 'IT & Technology' },
  { slug: 'engineering', label: 'Engineering' },
  { slug: 'finance-accounting', label: 'Finance & Accounting' },
  { slug: 'sales-marketing', label: 'Sales & Marketing' },
  { slug: 'hospitality-tourism', label: 'Hospitality & Tourism' },
  { slug: 'construction', label: 'Construction' },
] as const;

export type CategorySlug = (typeof categories)[number]['slug'];
export const categorySlugs = categories.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

const labels = new Map<string, string>(categories.map((c) => [c.slug, c.label]));

/**
 * The label shown for a stored category. Known slugs use the table; anything else follows the
 * spec's rule: hyphen to ' & ', words capitalised.
 */
export function categoryLabel(slug: string): string {
  return (
    labels.get(slug) ??
    slug
      .split('-')
      .filter(Boolean)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' & ')
  );
}
