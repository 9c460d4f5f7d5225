import { escapeHtml } from '~/lib/escape';
import { siteName } from '~/lib/site';
import { describeAlertFilters, type AlertFilters, type AlertFrequency } from '~/lib/alerts/filters';
import type { EmailCopy } from './email';

// The bulk e-mails: a job alert's digest, the weekly newsletter and event news. Each has a plain
// text and an HTML part and ends with the visible manage and unsubscribe links (the outbox row
// carries the same unsubscribe URL for the List-Unsubscribe header).

/** The most jobs one digest lists; the rest are "N more" behind the search link. */
export const digestJobLimit = 20;

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

const jobLine = (job: DigestJob) =>
  [`${job.title} at ${job.company}`, `${job.location}${job.salary ? ` · ${job.salary}` : ''} · posted ${job.postedOn}`, job.url].join('\n');

const jobHtml = (job: DigestJob) =>
  `<li style="margin:0 0 12px"><a href="${escapeHtml(job.url)}"><strong>${escapeHtml(job.title)}</strong></a><br>${escapeHtml(job.company)} · ${escapeHtml(job.location)}${job.salary ? ` · ${escapeHtml(job.salary)}` : ''}<br><small>Posted ${escapeHtml(job.postedOn)}</small></li>`;

const footerText = (links: SubscriberLinks, why: string) =>
  `${why}\nManage your alerts: ${links.manageUrl}\nUnsubscribe: ${links.unsubscribeUrl}`;

const footerHtml = (links: SubscriberLinks, why: string) =>
  `<p style="font-size:12px;color:#555">${escapeHtml(why)}<br><a href="${escapeHtml(links.manageUrl)}">Manage your alerts</a> · <a href="${escapeHtml(links.unsubscribeUrl)}">Unsubscribe</a></p>`;

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
  const search = describeAlertFilters(input.filters);
  const shown = input.jobs.slice(0, digestJobLimit);
  const more = input.total - shown.length;
  const count = `${input.total} new job${input.total === 1 ? '' : 's'}`;
  const why = `You get this ${input.frequency} e-mail because you saved the search "${search}" on ${siteName}.`;
  return {
    kind: 'digest.job_alert',
    subject: `${count}: ${search}`,
    text: [
      `${count} for your search "${search}":`,
      ...shown.map(jobLine),
      more > 0 ? `${more} more: ${input.searchUrl}` : `See the search on ${siteName}: ${input.searchUrl}`,
      footerText(input.links, why),
    ].join('\n\n'),
    html: `<p>${escapeHtml(count)} for your search <strong>${escapeHtml(search)}</strong>:</p><ul style="padding-left:18px">${shown.map(jobHtml).join('')}</ul><p><a href="${escapeHtml(input.searchUrl)}">${more > 0 ? `${more} more` : `See the search on ${escapeHtml(siteName)}`}</a></p>${footerHtml(input.links, why)}`,
  };
}

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
  const more = input.totalJobs - shown.length;
  const why = `You get this weekly e-mail because you subscribed to the ${siteName} newsletter.`;
  const articlesText = input.articles.map((a) => `${a.title}\n${a.url}`);
  return {
    kind: 'digest.newsletter',
    subject: `This week on ${siteName}: ${input.totalJobs} new job${input.totalJobs === 1 ? '' : 's'}`,
    text: [
      shown.length ? `New jobs this week:` : '',
      ...shown.map(jobLine),
      shown.length ? (more > 0 ? `${more} more: ${input.jobsUrl}` : `All jobs: ${input.jobsUrl}`) : '',
      articlesText.length ? 'New career articles:' : '',
      ...articlesText,
      footerText(input.links, why),
    ]
      .filter(Boolean)
      .join('\n\n'),
    html: `${shown.length ? `<h2>New jobs this week</h2><ul style="padding-left:18px">${shown.map(jobHtml).join('')}</ul><p><a href="${escapeHtml(input.jobsUrl)}">${more > 0 ? `${more} more` : 'All jobs'}</a></p>` : ''}${input.articles.length ? `<h2>New career articles</h2><ul style="padding-left:18px">${input.articles.map((a) => `<li><a href="${escapeHtml(a.url)}">${escapeHtml(a.title)}</a></li>`).join('')}</ul>` : ''}${footerHtml(input.links, why)}`,
  };
}

/** Event news: the upcoming events published since the last one. */
export function eventNewsEmail(input: { events: DigestEvent[]; links: SubscriberLinks }): EmailCopy {
  const why = `You get this e-mail because you asked for ${siteName} event news.`;
  const [first] = input.events;
  return {
    kind: 'digest.event_news',
    subject: input.events.length === 1 && first ? `New event: ${first.title}` : `${input.events.length} new events on ${siteName}`,
    text: [...input.events.map((e) => `${e.title}\n${e.when}\n${e.url}`), footerText(input.links, why)].join('\n\n'),
    html: `<ul style="padding-left:18px">${input.events.map((e) => `<li style="margin:0 0 12px"><a href="${escapeHtml(e.url)}"><strong>${escapeHtml(e.title)}</strong></a><br>${escapeHtml(e.when)}</li>`).join('')}</ul>${footerHtml(input.links, why)}`,
  };
}
