import { z } from '~/lib/zod';
import { foldWithOrigin } from './fold';
import { isFreeMailDomain } from './free-mail-domains';
import { compiledPatterns, riskRules, type RiskRule, type RiskRules } from './rules';

/** One place that raised a signal: the words, with a little of the text either side. */
export const riskMatchSchema = z.object({ before: z.string(), words: z.string(), after: z.string() });
export type RiskMatch = z.infer<typeof riskMatchSchema>;

/** A raised signal as stored with the job (risk_signals) and shown in the review queue. */
export const riskSignalSchema = z.object({ id: z.string(), weight: z.number().int(), matches: z.array(riskMatchSchema) });
export type RiskSignal = z.infer<typeof riskSignalSchema>;
export const riskSignalsSchema = z.array(riskSignalSchema);

/** The fields of a job the text rules read. */
export interface RiskJobText {
  companyName: string;
  jobTitle: string;
  jobDescription: string;
  salaryRange: string | null;
  applicationType: 'email' | 'url';
  contactEmail: string | null;
  applicationUrl: string | null;
}

const contextChars = 40;
const maxMatches = 5;
const sentenceEnd = /[.!?\n;،؛؟]/u;

const messengerHosts =
  /^(?:www\.)?(?:wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|whatsapp\.com|t\.me|telegram\.me|viber\.com|invite\.viber\.com)$/i;
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

interface Compiled {
  rule: RiskRule;
  patterns: RegExp | undefined;
  unless: RegExp | undefined;
}
const compiledRules = new WeakMap<RiskRules, Compiled[]>();
const compile = (rules: RiskRules) => {
  let found = compiledRules.get(rules);
  if (!found) {
    found = rules.rules.map((rule) => ({ rule, patterns: compiledPatterns(rule.patterns), unless: compiledPatterns(rule.unless) }));
    compiledRules.set(rules, found);
  }
  return found;
};

/** The sentence (folded) around a match, for the rule's exceptions. */
function sentenceAround(text: string, start: number, end: number): string {
  let from = start;
  while (from > 0 && !sentenceEnd.test(text[from - 1]!)) from--;
  let to = end;
  while (to < text.length && !sentenceEnd.test(text[to]!)) to++;
  return text.slice(from, to);
}

const clean = (text: string) => text.replace(/\s+/g, ' ');

/** The places in a text where a rule's patterns match and no exception applies in the same sentence. */
export function matchesIn(original: string, patterns: RegExp, unless: RegExp | undefined): RiskMatch[] {
  const folded = foldWithOrigin(original);
  const found: RiskMatch[] = [];
  for (const m of folded.text.matchAll(patterns)) {
    const start = m.index;
    const end = start + m[0].length;
    if (unless) {
      unless.lastIndex = 0;
      if (unless.test(sentenceAround(folded.text, start, end))) continue;
    }
    const from = folded.origin[start]!;
    const to = folded.origin[end]!;
    found.push({
      before: (from > contextChars ? '…' : '') + clean(original.slice(Math.max(0, from - contextChars), from)).trimStart(),
      words: clean(original.slice(from, to)),
      after: clean(original.slice(to, to + contextChars)).trimEnd() + (to + contextChars < original.length ? '…' : ''),
    });
    if (found.length >= maxMatches) break;
  }
  return found;
}

const textsOf = (job: RiskJobText) => [job.jobTitle, job.salaryRange ?? '', job.jobDescription].filter(Boolean);
const emailsIn = (text: string) => text.match(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[a-z]{2,}/giu) ?? [];
const whole = (words: string): RiskMatch => ({ before: '', words, after: '' });

/** Whether the job names a way to apply that leads to a company: its own site, or an e-mail on its own domain. */
function hasCompanyChannel(job: RiskJobText): boolean {
  if (job.applicationType === 'url') {
    const host = job.applicationUrl ? hostOf(job.applicationUrl) : '';
    return host !== '' && !messengerHosts.test(host) && !isFreeMailDomain(host);
  }
  return job.contactEmail !== null && !isFreeMailDomain(job.contactEmail);
}

const checks: Record<'words' | 'contact-only' | 'free-mail', (job: RiskJobText, c: Compiled) => RiskMatch[]> = {
  words: (job, { patterns, unless }) => (patterns ? textsOf(job).flatMap((text) => matchesIn(text, patterns, unless)) : []),
  'contact-only': (job, { patterns, unless }) => {
    if (hasCompanyChannel(job)) return [];
    const link = job.applicationType === 'url' && job.applicationUrl && messengerHosts.test(hostOf(job.applicationUrl));
    const inText = patterns ? textsOf(job).flatMap((text) => matchesIn(text, patterns, unless)) : [];
    return link ? [whole(job.applicationUrl!), ...inText] : inText;
  },
  'free-mail': (job) => {
    const addresses = [job.contactEmail ?? '', ...emailsIn(job.jobDescription)].filter((a) => a && isFreeMailDomain(a));
    return job.companyName.trim() ? [...new Set(addresses.map((a) => a.toLowerCase()))].map(whole) : [];
  },
};

/**
 * The signals a job's own text and contact raise (the salary and duplicate rules need the other
 * jobs: src/server/jobs/risk.ts adds them), each with the words that raised it.
 */
export function textSignals(job: RiskJobText, rules: RiskRules = riskRules): RiskSignal[] {
  const signals: RiskSignal[] = [];
  for (const compiled of compile(rules)) {
    const { check } = compiled.rule;
    if (check === 'salary' || check === 'duplicate') continue;
    const matches = checks[check](job, compiled).slice(0, maxMatches);
    if (matches.length > 0) signals.push({ id: compiled.rule.id, weight: compiled.rule.weight, matches });
  }
  return signals;
}

/** A job's score: the weights of its signals added up. */
export const riskScoreOf = (signals: readonly RiskSignal[]): number => signals.reduce((sum, s) => sum + s.weight, 0);

/** Whether a score needs the admin's explicit confirmation to approve. */
export const isHighRisk = (score: number | null, rules: RiskRules = riskRules): boolean => score !== null && score >= rules.threshold;
