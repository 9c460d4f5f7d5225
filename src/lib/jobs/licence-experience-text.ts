import { foldArabic, wordCharacters } from '~/lib/arabic';
import type { CountrySlug } from '~/lib/countries';
import { maxExperienceYears, type ExperienceLevel, type LicenceSlug, type LicenceStatus } from './licences';

// The licence and experience a job's own text states ("DHA licence required", "3+ years of
// experience", "خبرة لا تقل عن 5 سنوات", "Senior Staff Nurse"), read conservatively: a fact is
// read only when the text names exactly one value for it, else it stays unread for a person to
// fill. The database's backfill (public.licence_experience_of) uses the same patterns; a test
// compares the two on the demo jobs and the cases of tests/unit/licence-experience-text.test.ts.

/** Folded text (lower case, Arabic variants and digits as public.arabic_fold and translate give them). */
export const factText = (text: string): string => foldArabic(text.toLowerCase()).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));

const before = `(?<![${wordCharacters}])`;
const after = `(?![${wordCharacters}])`;
const word = (alternatives: string) => `${before}(?:${alternatives})${after}`;

/** A sentence that speaks of a licence (authorities are read only from these). */
export const licenceContextPattern = 'licen[cs]|eligib|ترخيص|رخصه|مرخص';
/** Where the text breaks into sentences. */
export const sentenceBreakPattern = '[.;!?\\n•|]';

export const authorityPatterns: Record<LicenceSlug, string> = {
  dha: word('dha|dubai health authority|هيئه الصحه بدبي|هيئه دبي للصحه'),
  doh: word('doh|haad|department of health abu dhabi|department of health - abu dhabi|دائره الصحه'),
  mohap: word('mohap|ministry of health and prevention|وزاره الصحه ووقايه المجتمع'),
  scfhs: word(
    'scfhs|saudi commission for health specialties|saudi council for health specialties|الهيئه السعوديه للتخصصات الصحيه|هيئه التخصصات الصحيه',
  ),
  dhp: word(
    'dhp|qchp|department of healthcare professions|qatar council for healthcare practitioners|المجلس القطري للتخصصات الصحيه|اداره التخصصات الصحيه',
  ),
  nhra: word('nhra|national health regulatory authority|الهيئه الوطنيه لتنظيم المهن والخدمات الصحيه'),
  omsb: word('omsb|oman medical specialty board|المجلس العماني للاختصاصات الطبيه'),
  // "MOH" alone names Oman's or Kuwait's ministry only on a job in that country.
  'moh-oman': word('moh|ministry of health|وزاره الصحه'),
  'moh-kuwait': word('moh|ministry of health|وزاره الصحه'),
};
export const authorityCountry: Partial<Record<LicenceSlug, CountrySlug>> = { 'moh-oman': 'oman', 'moh-kuwait': 'kuwait' };

/** The status a licence sentence states, the first that matches in this order. */
export const statusPatterns: [LicenceStatus, string][] = [
  [
    'will_sponsor',
    '(?:will|we) (?:sponsor|arrange|process|facilitate|support|assist)|licen[cs]\\w* (?:support|sponsorship|assistance)|(?:support|assistance|help) (?:with|for|in) (?:the |your )?(?:\\w+ )?licen|نتكفل|يتكفل|سنتكفل',
  ],
  ['accepted', 'eligib|accept|preferred|or equivalent|اهليه|مقبول|يفضل'],
  ['required', 'requir|must|mandatory|essential|valid|active|hold|licensed|مطلوب|يجب|الزامي|ساري|حاصل|حامل'],
];

const years = "(?:years?|yrs?)'?";
const range = ' ?\\+? ?(?:(?:-|–|to) ?\\d{1,2} ?\\+? ?)?';
const arabicYears = '(?:سنوات|سنه|سنين|اعوام|عام)';
const number = '(?<![a-z0-9.,])(\\d{1,2})';
/** Each captures the (least) years of experience asked. */
export const yearsPatterns: string[] = [
  `${number}${range}${years}(?: of)?(?: [a-z-]+){0,2} (?:experience|exp)(?![a-z])`,
  `(?:experience|exp)(?: required)?(?: of)? ?:? ?(?:(?:minimum|min|at least)(?: of)? )?${number}${range}${years}(?![a-z])`,
  `خبره(?: عمليه| مهنيه)?(?: لا تقل عن| من| تزيد عن)? ?${number} ?\\+? ?${arabicYears}${after}`,
  `${number} ?\\+? ?${arabicYears}(?: من)? (?:ال)?خبره${after}`,
];

/** Level words of a title, and the explicit ones of a description. */
export const titleLevelPatterns: [ExperienceLevel, string][] = [
  ['entry', word('junior|jr|entry level|entry-level|graduate|trainee|fresh graduate|مبتدئ|حديث التخرج|حديثي التخرج|متدرب')],
  ['mid', word('mid level|mid-level|intermediate|متوسط الخبره')],
  ['senior', word('senior|sr|كبير|اول')],
  ['lead', word('lead|team leader|head of|رئيس قسم|قائد فريق|رئيس فريق')],
];
export const descriptionLevelPatterns: [ExperienceLevel, string][] = [
  ['entry', word('entry level|entry-level|fresh graduates?|حديثي التخرج')],
  ['mid', word('mid level|mid-level')],
  ['senior', word('senior level|senior-level')],
];

export interface LicenceExperience {
  licenceAuthority: LicenceSlug | null;
  licenceStatus: LicenceStatus | null;
  experienceYears: number | null;
  experienceLevel: ExperienceLevel | null;
}

const only = <T>(values: Iterable<T>): T | null => {
  const set = new Set(values);
  return set.size === 1 ? [...set][0]! : null;
};

/** The licence and experience a job's title and description state (see above); null where unread. */
export function readLicenceExperience(title: string, description: string, country?: string | null): LicenceExperience {
  const text = factText(`${title}\n${description}`);
  const sentences = text
    .split(new RegExp(sentenceBreakPattern))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => new RegExp(licenceContextPattern).test(s));
  const named = (Object.entries(authorityPatterns) as [LicenceSlug, string][]).filter(
    ([slug]) => !authorityCountry[slug] || authorityCountry[slug] === country,
  );
  const found = sentences.flatMap((s) => named.filter(([, p]) => new RegExp(p).test(s)).map(([slug]) => ({ slug, s })));
  const licenceAuthority = only(found.map((f) => f.slug));
  const licenceStatus = licenceAuthority
    ? only(found.map((f) => statusPatterns.find(([, p]) => new RegExp(p).test(f.s))?.[0] ?? null).filter((x) => x !== null))
    : null;

  const flat = text.replace(/\s+/g, ' ');
  const figures = yearsPatterns
    .flatMap((p) => [...flat.matchAll(new RegExp(p, 'g'))].map((m) => Number(m[1])))
    .filter((n) => n <= maxExperienceYears);
  const foldedTitle = factText(title).replace(/\s+/g, ' ');
  const foldedDescription = factText(description).replace(/\s+/g, ' ');
  const levels = [
    ...titleLevelPatterns.filter(([, p]) => new RegExp(p).test(foldedTitle)),
    ...descriptionLevelPatterns.filter(([, p]) => new RegExp(p).test(foldedDescription)),
  ].map(([level]) => level);
  return { licenceAuthority, licenceStatus, experienceYears: only(figures), experienceLevel: only(levels) };
}
