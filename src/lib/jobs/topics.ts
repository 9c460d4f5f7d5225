import { categorySlugs, type CategorySlug } from '~/lib/categories';

/**
 * The topic pages' classifiers: keyword tables matched case-insensitively as
 * whole words with an optional plural ("nurse" finds "Nurses", "hospital" does not find
 * "Hospitality"); a trailing * makes a prefix ("cardiolog*" finds "cardiology", "cardiologist").
 * The database's public.job_topics holds the same rule (written out in a migration) and stores each
 * job's topics on its search row; tests/integration/job-search-rows.test.ts pins its patterns to
 * these tables and its list of known categories to src/lib/categories.ts, so a change here or there
 * needs a new migration.
 */
const topicKeywords = {
  healthcare: [
    'nurse',
    'nursing',
    'doctor',
    'physician',
    'clinic',
    'clinical',
    'hospital',
    'medical',
    'healthcare',
    'health care',
    'pharmacist',
    'pharmacy',
    'dentist',
    'dental',
    'surgeon',
    'surgical',
    'physiotherap*',
    'radiograph*',
    'radiolog*',
    'paediatric*',
    'pediatric*',
    'cardiolog*',
    'midwife',
    'patient',
    'laboratory technologist',
    'caregiver',
    'icu',
    'dha licence',
    'dha license',
  ],
  teaching: [
    'teacher',
    'teaching',
    'tutor',
    'instructor',
    'professor',
    'lecturer',
    'academic',
    'school',
    'kindergarten',
    'curriculum',
    'classroom',
    'principal',
    'head of department',
    'senco',
    'educator',
  ],
} as const;
export type Topic = keyof typeof topicKeywords;
export const topics = Object.keys(topicKeywords) as Topic[];

/** The category that settles a topic by itself when a job has it. */
export const topicCategory: Record<Topic, CategorySlug> = {
  healthcare: 'healthcare-medical',
  teaching: 'education-teaching',
};
const otherTopic: Record<Topic, Topic> = { healthcare: 'teaching', teaching: 'healthcare' };

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A topic's keywords as one alternation; `wordEnd` is the dialect's end-of-word assertion
 * (JavaScript `(?![\p{L}\p{N}])`, PostgreSQL `\M`).
 */
export const topicAlternation = (topic: Topic, wordEnd: string): string =>
  topicKeywords[topic].map((k) => (k.endsWith('*') ? escape(k.slice(0, -1)) : `${escape(k)}(?:s|es)?${wordEnd}`)).join('|');
const patterns = Object.fromEntries(
  topics.map((t) => [t, new RegExp(`(?<![\\p{L}\\p{N}])(?:${topicAlternation(t, '(?![\\p{L}\\p{N}])')})`, 'iu')]),
) as Record<Topic, RegExp>;

export interface TopicInput {
  jobTitle: string;
  jobDescription: string;
  category: string | null;
}

const knownCategories = new Set<string>(categorySlugs);

/**
 * Whether a job belongs to a topic. Its category decides when it is either topic's category;
 * then the title: naming this topic wins ("School Nurse" is healthcare, and teaching too), naming
 * only the other topic loses. A title naming neither leaves it to the description only when the
 * job has no category or one the board does not know: a job filed under another known category
 * (IT, hospitality, engineering…) is not of the topic, because its description names the topic's
 * words for other reasons — the benefits paragraph of an IT job offers "medical insurance", a
 * hotel's mentions the hospital nearby, an engineer's "school fees allowance". The description
 * must then name this topic and not the other.
 */
export function jobHasTopic(job: TopicInput, topic: Topic): boolean {
  const other = otherTopic[topic];
  if (job.category === topicCategory[topic]) return true;
  if (job.category === topicCategory[other]) return false;
  if (patterns[topic].test(job.jobTitle)) return true;
  if (patterns[other].test(job.jobTitle)) return false;
  if (job.category !== null && knownCategories.has(job.category)) return false;
  return patterns[topic].test(job.jobDescription) && !patterns[other].test(job.jobDescription);
}
