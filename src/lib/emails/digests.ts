import { siteName } from '~/lib/site';
import type { SalaryCurrency, SalaryPeriod } from '~/lib/jobs/job-facts';
import { salaryShown } from '~/lib/jobs/salary-shown';
import type { AlertFilters, AlertFrequency } from '~/lib/alerts/filters';
import { describeAlertFiltersIn } from '~/lib/alerts/describe-in';
import { fill, messagesFor, plural, type Locale } from '~/i18n';
import type { EmailCopy } from './email';
import { dayMonthYear } from '~/lib/gulf-time';
import { arabicDayMonthYear, emailSiteName } from './email-language';
import { button, emailDocument, heading, homeOf, itemBlock, itemList, paragraph } from './digest-html';

// The bulk e-mails: a job alert's digest, the weekly newsletter and event news. Each has a plain
// text and an HTML part and ends with the visible manage and unsubscribe links (the outbox row
// carries the same unsubscribe URL for the List-Unsubscribe header). The plain text reads on its
// own: the same facts, every URL on a line of its own. The job alert and the newsletter are written
// in the subscriber's language (`locale`, subscriptions.locale); a job's own text is shown as
// written (dir="auto"). Event news is English only, as the events are.

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
  /** The salary's normalised figures, when read: shown in the e-mail's language as cards show them. */
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency?: SalaryCurrency | null;
  salaryPeriod?: SalaryPeriod | null;
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

/**
 * English keeps the employer's text, as the e-mail always showed it; another language shows the
 * figures as its cards do (the employer's English words would read wrong there), else the text.
 */
const salaryOf = (job: DigestJob, locale: Locale) =>
  oneLine(
    (locale === 'en' ? (job.salary ?? '') : undefined) ??
      salaryShown(
        {
          salaryMin: job.salaryMin ?? null,
          salaryMax: job.salaryMax ?? null,
          salaryCurrency: job.salaryCurrency ?? null,
          salaryPeriod: job.salaryPeriod ?? null,
          salaryRange: job.salary ?? null,
        },
        locale,
      ) ??
      '',
  );

const emailTexts = (locale: Locale) => messagesFor(locale).alerts.email;

const postedOn = (isoDate: string, locale: Locale) => (locale === 'en' ? dayMonthYear(isoDate) : (arabicDayMonthYear(isoDate) ?? isoDate));

/** "Gulf Care · Doha, Qatar", then the salary on its own line when given, then the posted date. */
const jobLines = (job: DigestJob, locale: Locale) =>
  [
    `${oneLine(job.company)} · ${oneLine(job.location)}`,
    salaryOf(job, locale),
    fill(emailTexts(locale).posted, { date: postedOn(job.postedOn, locale) }),
  ].filter(Boolean);

const jobText = (job: DigestJob, locale: Locale) => [oneLine(job.title), ...jobLines(job, locale), job.url].join('\n');

/** A job's title and facts are shown in the language they were written in. */
const jobHtml = (job: DigestJob, locale: Locale) =>
  itemBlock({
    title: oneLine(job.title),
    url: job.url,
    lines: jobLines(job, locale),
    action: emailTexts(locale).viewJob,
    textAttributes: 'dir="auto"',
  });

/** "ICU Nurse at Gulf Care, Staff Nurse at Al Noor and 3 more": the inbox preview. */
function jobsPreview(jobs: DigestJob[], total: number, locale: Locale): string {
  const t = emailTexts(locale);
  const named = jobs.slice(0, 2).map((j) => fill(t.jobAt, { title: oneLine(j.title), company: oneLine(j.company) }));
  const rest = total - named.length;
  if (rest <= 0) return named.join(t.previewAnd);
  return fill(t.previewMore, { named: named.join(locale === 'ar' ? '، ' : ', '), count: rest });
}

const footerText = (why: string, manage: string, links: SubscriberLinks, unsubscribe = 'Unsubscribe') =>
  ['---', why, `${manage}:\n${links.manageUrl}`, `${unsubscribe}:\n${links.unsubscribeUrl}`].join('\n\n');

/** A job alert's digest: the new matching jobs (at most digestJobLimit), then "N more"; in the subscriber's language. */
export function jobAlertDigestEmail(input: {
  filters: AlertFilters;
  frequency: AlertFrequency;
  jobs: DigestJob[];
  /** How many new jobs matched in all (more than jobs.length when cut). */
  total: number;
  /** Absolute URL of the same search on the site. */
  searchUrl: string;
  links: SubscriberLinks;
  locale?: Locale;
}): EmailCopy {
  const locale = input.locale ?? 'en';
  const t = emailTexts(locale);
  const site = emailSiteName(locale);
  const search = oneLine(describeAlertFiltersIn(input.filters, locale));
  const shown = input.jobs.slice(0, digestJobLimit);
  const total = Math.max(input.total, shown.length);
  const more = total - shown.length;
  const count = plural(t.newJobs, total, locale);
  const [only] = shown;
  const subject = digestSubject(
    total === 1 && only ? fill(t.subjectOneJob, { title: only.title, company: only.company }) : fill(t.subjectJobs, { count, search }),
  );
  const intro = plural(t.intro, total, locale, { search });
  const moreLine = more > 0 ? plural(t.moreJobs, more, locale) : '';
  const action = more > 0 ? fill(t.seeAll, { count: total }) : t.seeSearch;
  const why = fill(t.alertWhy, { frequency: t.frequencies[input.frequency], site, search });
  const manage = t.alertManage;
  return {
    kind: 'digest.job_alert',
    subject,
    text: [
      intro,
      ...shown.map((job) => jobText(job, locale)),
      [moreLine, `${action}:`, input.searchUrl].filter(Boolean).join('\n'),
      footerText(why, manage, input.links, t.unsubscribe),
    ].join('\n\n'),
    html: emailDocument({
      subject,
      preheader: jobsPreview(shown, total, locale),
      homeUrl: homeOf(input.searchUrl, locale),
      body: [
        paragraph(intro),
        itemList(shown.map((job) => jobHtml(job, locale))),
        moreLine ? paragraph(moreLine, 'font-weight:600') : '',
        button(input.searchUrl, action),
      ].join(''),
      why,
      manageUrl: input.links.manageUrl,
      manageLabel: t.alertManageLabel,
      unsubscribeUrl: input.links.unsubscribeUrl,
      unsubscribeLabel: t.unsubscribe,
      locale,
    }),
  };
}

/** An article: English only, so an Arabic e-mail marks its words lang="en" and says "(in English)". */
const articleText = (a: DigestArticle, locale: Locale) =>
  [oneLine(a.title) + (locale === 'en' ? '' : ` ${emailTexts(locale).englishOnly}`), a.description ? oneLine(a.description) : '', a.url]
    .filter(Boolean)
    .join('\n');

const articleHtml = (a: DigestArticle, locale: Locale) =>
  itemBlock({
    title: oneLine(a.title),
    url: a.url,
    lines: [a.description ? oneLine(a.description) : ''],
    action: emailTexts(locale).readArticle,
    ...(locale === 'en' ? {} : { textAttributes: 'lang="en" dir="ltr"', titleNote: emailTexts(locale).englishOnly }),
  });

/** The weekly newsletter: the week's newest jobs across the board and the newest career articles; in the subscriber's language. */
export function newsletterDigestEmail(input: {
  jobs: DigestJob[];
  totalJobs: number;
  articles: DigestArticle[];
  /** Absolute URL of /jobs. */
  jobsUrl: string;
  links: SubscriberLinks;
  locale?: Locale;
}): EmailCopy {
  const locale = input.locale ?? 'en';
  const t = emailTexts(locale);
  const site = emailSiteName(locale);
  const shown = input.jobs.slice(0, digestJobLimit);
  const totalJobs = Math.max(input.totalJobs, shown.length);
  const more = totalJobs - shown.length;
  const articles = input.articles;
  const [firstArticle] = articles;
  const jobsPart = totalJobs ? plural(t.newJobs, totalJobs, locale) : '';
  const articlesPart = articles.length ? plural(t.newArticles, articles.length, locale) : '';
  const subject = digestSubject(
    jobsPart
      ? fill(t.newsletterSubjectJobs, { site, parts: [jobsPart, articlesPart].filter(Boolean).join(t.newsletterAnd) })
      : articles.length === 1 && firstArticle
        ? fill(t.newsletterSubjectArticle, { site, title: firstArticle.title })
        : fill(t.newsletterSubjectJobs, { site, parts: articlesPart }),
  );
  const moreLine = more > 0 ? plural(t.moreNewJobs, more, locale) : '';
  const jobsAction = more > 0 ? fill(t.seeAll, { count: totalJobs }) : t.seeAllJobs;
  const why = fill(t.newsletterWhy, { site });
  const manage = t.newsletterManage;
  const preheader = [jobsPart ? jobsPreview(shown, totalJobs, locale) : '', firstArticle ? oneLine(firstArticle.title) : '']
    .filter(Boolean)
    .join(' · ');
  return {
    kind: 'digest.newsletter',
    subject,
    text: [
      ...(shown.length
        ? [
            t.jobsHeadingText,
            ...shown.map((job) => jobText(job, locale)),
            [moreLine, `${jobsAction}:`, input.jobsUrl].filter(Boolean).join('\n'),
          ]
        : []),
      ...(articles.length ? [t.articlesHeadingText, ...articles.map((a) => articleText(a, locale))] : []),
      footerText(why, manage, input.links, t.unsubscribe),
    ].join('\n\n'),
    html: emailDocument({
      subject,
      preheader,
      homeUrl: homeOf(input.jobsUrl, locale),
      body: [
        shown.length
          ? [
              heading(t.jobsHeading, true),
              itemList(shown.map((job) => jobHtml(job, locale))),
              moreLine ? paragraph(moreLine, 'font-weight:600') : '',
              button(input.jobsUrl, jobsAction),
            ].join('')
          : '',
        articles.length ? [heading(t.articlesHeading, !shown.length), itemList(articles.map((a) => articleHtml(a, locale)))].join('') : '',
      ].join(''),
      why,
      manageUrl: input.links.manageUrl,
      manageLabel: t.newsletterManageLabel,
      unsubscribeUrl: input.links.unsubscribeUrl,
      unsubscribeLabel: t.unsubscribe,
      locale,
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
