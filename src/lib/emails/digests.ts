import { siteName } from '~/lib/site';
import { describeAlertFilters, type AlertFilters, type AlertFrequency } from '~/lib/alerts/filters';
import type { EmailCopy } from './email';
import { dayMonthYear } from '~/lib/gulf-time';
import { button, emailDocument, heading, homeOf, itemBlock, itemList, paragraph } from './digest-html';

// The bulk e-mails: a job alert's digest, the weekly newsletter and event news. Each has a plain
// text and an HTML part and ends with the visible manage and unsubscribe links (the outbox row
// carries the same unsubscribe URL for the List-Unsubscribe header). The plain text reads on its
// own: the same facts, every URL on a line of its own.

/** The most jobs one digest lists; the rest are "N more" behind the search link. */
export const digestJobLimit = 20;

/** The longest subject line (an inbox shows ~60 characters; the outbox allows 300). */
export const digestSubjectMax = 150;

export interface DigestJob {
  title: string;
  company: string;
  location: string;
  /** The salary as the employer wrote it, when given. */
  salary?: string | null;
  /** The posted date, YYYY-MM-DD. */
  postedOn: string;
  /** Absolute URL of the job page. */
  url: string;
}

export interface DigestArticle {
  title: string;
  url: string;
  description?: string;
}

export interface DigestEvent {
  title: string;
  url: string;
  /** "15 March 2027, Dubai" style line under the title. */
  when: string;
}

/** The links every bulk e-mail ends with (absolute URLs). */
export interface SubscriberLinks {
  manageUrl: string;
  unsubscribeUrl: string;
}

/** Text on one line: newlines and runs of spaces (a title typed with a line break) become one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A subject on one line and at most digestSubjectMax characters, cut at a word with "…". */
export function digestSubject(text: string): string {
  const flat = oneLine(text);
  if (flat.length <= digestSubjectMax) return flat;
  const cut = flat.slice(0, digestSubjectMax - 1);
  const atWord = cut.lastIndexOf(' ') > digestSubjectMax / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,.;:·–-]+$/, '')}…`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const salaryOf = (job: DigestJob) => (job.salary ? oneLine(job.salary) : '');

/** "Gulf Care · Doha, Qatar", then the salary on its own line when given, then the posted date. */
const jobLines = (job: DigestJob) =>
  [`${oneLine(job.company)} · ${oneLine(job.location)}`, salaryOf(job), `Posted ${dayMonthYear(job.postedOn)}`].filter(Boolean);

const jobText = (job: DigestJob) => [oneLine(job.title), ...jobLines(job), job.url].join('\n');

const jobHtml = (job: DigestJob) => itemBlock({ title: oneLine(job.title), url: job.url, lines: jobLines(job), action: 'View job' });

/** "ICU Nurse at Gulf Care, Staff Nurse at Al Noor and 3 more": the inbox preview. */
function jobsPreview(jobs: DigestJob[], total: number): string {
  const named = jobs.slice(0, 2).map((j) => `${oneLine(j.title)} at ${oneLine(j.company)}`);
  const rest = total - named.length;
  if (rest <= 0) return named.join(' and ');
  return `${named.join(', ')} and ${rest} more`;
}

const footerText = (why: string, manage: string, links: SubscriberLinks) =>
  ['---', why, `${manage}:\n${links.manageUrl}`, `Unsubscribe:\n${links.unsubscribeUrl}`].join('\n\n');

const frequencyWords: Record<AlertFrequency, string> = { daily: 'daily', weekly: 'weekly' };

/** A job alert's digest: the new matching jobs (at most digestJobLimit), then "N more". */
export function jobAlertDigestEmail(input: {
  filters: AlertFilters;
  frequency: AlertFrequency;
  jobs: DigestJob[];
  /** How many new jobs matched in all (more than jobs.length when cut). */
  total: number;
  /** Absolute URL of the same search on the site. */
  searchUrl: string;
  links: SubscriberLinks;
}): EmailCopy {
  const search = oneLine(describeAlertFilters(input.filters));
  const shown = input.jobs.slice(0, digestJobLimit);
  const total = Math.max(input.total, shown.length);
  const more = total - shown.length;
  const count = plural(total, 'new job');
  const [only] = shown;
  const subject = digestSubject(total === 1 && only ? `New job: ${only.title} at ${only.company}` : `${count}: ${search}`);
  const intro = `${count} ${total === 1 ? 'matches' : 'match'} your search: ${search}.`;
  const moreLine = more > 0 ? `${plural(more, 'more job')} ${more === 1 ? 'matches' : 'match'} this search.` : '';
  const action = more > 0 ? `See all ${total} jobs` : 'See this search on the site';
  const why = `You get this ${frequencyWords[input.frequency]} e-mail because you saved a search on ${siteName} (${search}) and confirmed your address. It comes only when there are new jobs.`;
  const manage = 'Manage your alerts (change the search or how often, pause or delete)';
  return {
    kind: 'digest.job_alert',
    subject,
    text: [
      intro,
      ...shown.map(jobText),
      [moreLine, `${action}:`, input.searchUrl].filter(Boolean).join('\n'),
      footerText(why, manage, input.links),
    ].join('\n\n'),
    html: emailDocument({
      subject,
      preheader: jobsPreview(shown, total),
      homeUrl: homeOf(input.searchUrl),
      body: [
        paragraph(intro),
        itemList(shown.map(jobHtml)),
        moreLine ? paragraph(moreLine, 'font-weight:600') : '',
        button(input.searchUrl, action),
      ].join(''),
      why,
      manageUrl: input.links.manageUrl,
      manageLabel: 'Manage alerts',
      unsubscribeUrl: input.links.unsubscribeUrl,
    }),
  };
}

const articleText = (a: DigestArticle) => [oneLine(a.title), a.description ? oneLine(a.description) : '', a.url].filter(Boolean).join('\n');

const articleHtml = (a: DigestArticle) =>
  itemBlock({ title: oneLine(a.title), url: a.url, lines: [a.description ? oneLine(a.description) : ''], action: 'Read the article' });

/** The weekly newsletter: the week's newest jobs across the board and the newest career articles. */
export function newsletterDigestEmail(input: {
  jobs: DigestJob[];
  totalJobs: number;
  articles: DigestArticle[];
  /** Absolute URL of /jobs. */
  jobsUrl: string;
  links: SubscriberLinks;
}): EmailCopy {
  const shown = input.jobs.slice(0, digestJobLimit);
  const totalJobs = Math.max(input.totalJobs, shown.length);
  const more = totalJobs - shown.length;
  const articles = input.articles;
  const [firstArticle] = articles;
  const jobsPart = totalJobs ? plural(totalJobs, 'new job') : '';
  const articlesPart = articles.length ? plural(articles.length, 'new career article') : '';
  const subject = digestSubject(
    jobsPart
      ? `This week on ${siteName}: ${[jobsPart, articlesPart].filter(Boolean).join(' and ')}`
      : articles.length === 1 && firstArticle
        ? `New on ${siteName}: ${firstArticle.title}`
        : `This week on ${siteName}: ${articlesPart}`,
  );
  const moreLine = more > 0 ? `${plural(more, 'more new job')} this week.` : '';
  const jobsAction = more > 0 ? `See all ${totalJobs} jobs` : 'See all jobs';
  const why = `You get this weekly e-mail because you subscribed to the ${siteName} newsletter and confirmed your address.`;
  const manage = 'Manage your subscriptions';
  const preheader = [jobsPart ? jobsPreview(shown, totalJobs) : '', firstArticle ? oneLine(firstArticle.title) : '']
    .filter(Boolean)
    .join(' · ');
  return {
    kind: 'digest.newsletter',
    subject,
    text: [
      ...(shown.length
        ? [`NEW JOBS THIS WEEK`, ...shown.map(jobText), [moreLine, `${jobsAction}:`, input.jobsUrl].filter(Boolean).join('\n')]
        : []),
      ...(articles.length ? ['NEW CAREER ARTICLES', ...articles.map(articleText)] : []),
      footerText(why, manage, input.links),
    ].join('\n\n'),
    html: emailDocument({
      subject,
      preheader,
      homeUrl: homeOf(input.jobsUrl),
      body: [
        shown.length
          ? [
              heading('New jobs this week', true),
              itemList(shown.map(jobHtml)),
              moreLine ? paragraph(moreLine, 'font-weight:600') : '',
              button(input.jobsUrl, jobsAction),
            ].join('')
          : '',
        articles.length ? [heading('New career articles', !shown.length), itemList(articles.map(articleHtml))].join('') : '',
      ].join(''),
      why,
      manageUrl: input.links.manageUrl,
      manageLabel: 'Manage subscriptions',
      unsubscribeUrl: input.links.unsubscribeUrl,
    }),
  };
}

/** Event news: the upcoming events published since the last one. */
export function eventNewsEmail(input: { events: DigestEvent[]; links: SubscriberLinks }): EmailCopy {
  const why = `You get this e-mail because you asked for ${siteName} event news and confirmed your address. It comes only when a new event is announced.`;
  const { events } = input;
  const [first] = events;
  const subject = digestSubject(events.length === 1 && first ? `New event: ${first.title}` : `${events.length} new events on ${siteName}`);
  const intro = events.length === 1 ? `A new event is coming up:` : `${events.length} new events are coming up:`;
  return {
    kind: 'digest.event_news',
    subject,
    text: [
      intro,
      ...events.map((e) => `${oneLine(e.title)}\n${oneLine(e.when)}\n${e.url}`),
      footerText(why, 'Manage your subscriptions', input.links),
    ].join('\n\n'),
    html: emailDocument({
      subject,
      preheader: events.map((e) => `${oneLine(e.title)} (${oneLine(e.when)})`).join(' · '),
      homeUrl: homeOf(input.links.manageUrl),
      body: [
        paragraph(intro),
        itemList(events.map((e) => itemBlock({ title: oneLine(e.title), url: e.url, lines: [oneLine(e.when)], action: 'See the event' }))),
      ].join(''),
      why,
      manageUrl: input.links.manageUrl,
      manageLabel: 'Manage subscriptions',
      unsubscribeUrl: input.links.unsubscribeUrl,
    }),
  };
}
