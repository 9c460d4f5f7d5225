import type { CountrySlug } from '~/lib/countries';
import type { Locale } from '~/i18n/locales';

// The Gulf's healthcare licensing authorities, as data: the database's check constraint
// (migration *_add_licence_and_experience.sql) and its search codes list the same slugs in the
// same order. A nurse or doctor searches by the licence they hold, so a job names one authority.

export interface LicenceAuthority {
  slug: string;
  /** The acronym people write ("DHA"). */
  short: string;
  name: Record<Locale, string>;
  /** Where it licenses, as the filter's option names it ("DHA · Dubai"). */
  place: Record<Locale, string>;
  /** The countries whose jobs it licenses. */
  countries: readonly CountrySlug[];
}

export const licenceAuthorities = [
  {
    slug: 'dha',
    short: 'DHA',
    place: { en: 'Dubai', ar: 'دبي' },
    name: { en: 'Dubai Health Authority', ar: 'هيئة الصحة بدبي' },
    countries: ['uae'],
  },
  {
    slug: 'doh',
    short: 'DOH',
    place: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    name: { en: 'Department of Health – Abu Dhabi', ar: 'دائرة الصحة – أبوظبي' },
    countries: ['uae'],
  },
  {
    slug: 'mohap',
    short: 'MOHAP',
    place: { en: 'UAE', ar: 'الإمارات' },
    name: { en: 'Ministry of Health and Prevention (UAE)', ar: 'وزارة الصحة ووقاية المجتمع' },
    countries: ['uae'],
  },
  {
    slug: 'scfhs',
    short: 'SCFHS',
    place: { en: 'Saudi Arabia', ar: 'السعودية' },
    name: { en: 'Saudi Commission for Health Specialties', ar: 'الهيئة السعودية للتخصصات الصحية' },
    countries: ['saudi-arabia'],
  },
  {
    slug: 'dhp',
    short: 'DHP (QCHP)',
    place: { en: 'Qatar', ar: 'قطر' },
    name: { en: 'Department of Healthcare Professions (Qatar)', ar: 'إدارة التخصصات الصحية (قطر)' },
    countries: ['qatar'],
  },
  {
    slug: 'nhra',
    short: 'NHRA',
    place: { en: 'Bahrain', ar: 'البحرين' },
    name: { en: 'National Health Regulatory Authority (Bahrain)', ar: 'الهيئة الوطنية لتنظيم المهن والخدمات الصحية' },
    countries: ['bahrain'],
  },
  {
    slug: 'omsb',
    short: 'OMSB',
    place: { en: 'Oman', ar: 'عُمان' },
    name: { en: 'Oman Medical Specialty Board', ar: 'المجلس العُماني للاختصاصات الطبية' },
    countries: ['oman'],
  },
  {
    slug: 'moh-oman',
    short: 'MOH Oman',
    place: { en: 'Oman', ar: 'عُمان' },
    name: { en: 'Ministry of Health (Oman)', ar: 'وزارة الصحة (عُمان)' },
    countries: ['oman'],
  },
  {
    slug: 'moh-kuwait',
    short: 'MOH Kuwait',
    place: { en: 'Kuwait', ar: 'الكويت' },
    name: { en: 'Ministry of Health (Kuwait)', ar: 'وزارة الصحة (الكويت)' },
    countries: ['kuwait'],
  },
] as const satisfies readonly LicenceAuthority[];

export type LicenceSlug = (typeof licenceAuthorities)[number]['slug'];
export const licenceSlugs = licenceAuthorities.map((a) => a.slug) as [LicenceSlug, ...LicenceSlug[]];

const bySlug = new Map<string, LicenceAuthority>(licenceAuthorities.map((a) => [a.slug, a]));
export const licenceAuthority = (slug: string): LicenceAuthority | undefined => bySlug.get(slug);

/** The filter's option: the acronym and where ("DHA · Dubai", "DHA · دبي"). */
export const licenceOptionLabel = (slug: string, locale: Locale): string => {
  const a = bySlug.get(slug);
  return a ? `${a.short} · ${a.place[locale]}` : slug;
};

/** "DHA" in English; in Arabic the acronym too, which Gulf nurses use in both languages. */
export const licenceShort = (slug: string): string => bySlug.get(slug)?.short ?? slug;

/** accepted: a licence from it is accepted; required: the candidate must hold one; will_sponsor: the employer arranges it. */
export const licenceStatuses = ['accepted', 'required', 'will_sponsor'] as const;
export type LicenceStatus = (typeof licenceStatuses)[number];

export const experienceLevels = ['entry', 'mid', 'senior', 'lead'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

/** The most years a job may ask for (a figure above is a typo). */
export const maxExperienceYears = 40;
