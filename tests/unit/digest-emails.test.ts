import { describe, expect, it } from 'vitest';
import {
  digestJobLimit,
  digestSubject,
  eventNewsEmail,
  jobAlertDigestEmail,
  newsletterDigestEmail,
  type DigestArticle,
  type DigestEvent,
  type DigestJob,
} from '~/lib/emails/digests';
import { dayMonthYear } from '~/lib/gulf-time';

// The digest e-mails: what a subscriber reads, in both parts, and what a hostile job title cannot do.

const site = 'https://gulf.example';
const links = {
  manageUrl: `${site}/subscriptions/manage?id=7&token=m4n4ge`,
  unsubscribeUrl: `${site}/api/subscriptions/unsubscribe?id=7&token=uns0b`,
};
const searchUrl = `${site}/jobs?category=healthcare-medical&country=qatar`;
const job = (i: number, extra: Partial<DigestJob> = {}): DigestJob => ({
  title: `Nurse ${i}`,
  company: `Clinic ${i}`,
  location: 'Doha, Qatar',
  postedOn: '2026-11-24',
  url: `${site}/jobs/nurse-${i}`,
  ...extra,
});
const jobs = (n: number) => Array.from({ length: n }, (_, i) => job(i + 1));
const alert = (list: DigestJob[], total = list.length) =>
  jobAlertDigestEmail({
    filters: { category: 'healthcare-medical', country: 'qatar' },
    frequency: 'daily',
    jobs: list,
    total,
    searchUrl,
    links,
  });

/** The href of every link in the HTML, unescaped. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
/** The visible words of the HTML (tags dropped, entities of the escaper undone). */
const words = (html: string) =>
  html
    .replace(/<div style="display:none[^>]*>.*?<\/div>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('dayMonthYear', () => {
  it.each([
    ['2026-11-24', '24 Nov 2026'],
    ['2027-09-05', '5 Sep 2027'],
    ['2027-01-01T10:00:00Z', '1 Jan 2027'],
    ['not a date', 'not a date'],
    ['2027-13-01', '2027-13-01'],
  ])('%s → %s', (iso, text) => expect(dayMonthYear(iso)).toBe(text));
});

describe('jobAlertDigestEmail', () => {
  it(`lists ${digestJobLimit} of 25 jobs, then "5 more" and a button to the whole search`, () => {
    const email = alert(jobs(25));
    expect(email.kind).toBe('digest.job_alert');
    expect(email.subject).toBe('25 new jobs: Healthcare & Medical jobs in Qatar');
    for (const part of [email.text, words(email.html!)]) {
      expect(part).toContain('Nurse 20');
      expect(part).not.toContain('Nurse 21');
      expect(part).toContain('5 more jobs match this search.');
      expect(part).toContain('See all 25 jobs');
    }
    expect(email.text).toContain(`5 more jobs match this search.\nSee all 25 jobs:\n${searchUrl}`);
    expect(email.html).toMatch(/<a href="[^"]*category=healthcare-medical&amp;country=qatar"[^>]*>See all 25 jobs<\/a>/);
    expect(hrefs(email.html!).filter((h) => h.startsWith(`${site}/jobs/nurse-`))).toHaveLength(2 * digestJobLimit); // title and "View job"
    expect(email.html!.match(/>View job</g)).toHaveLength(digestJobLimit);
  });

  it('words one job in the singular and names it in the subject', () => {
    const email = alert([job(1, { title: 'ICU Nurse', company: 'Gulf Care' })]);
    expect(email.subject).toBe('New job: ICU Nurse at Gulf Care');
    // The search's own quotes (a keyword) are never nested inside more quotes.
    expect(jobAlertDigestEmail({ filters: { q: 'icu' }, frequency: 'daily', jobs: jobs(1), total: 1, searchUrl, links }).text).toContain(
      'your search: New jobs matching “icu” in the Gulf.',
    );
    expect(email.text.startsWith('1 new job matches your search: Healthcare & Medical jobs in Qatar.\n\n')).toBe(true);
    expect(words(email.html!)).toContain('1 new job matches your search: Healthcare & Medical jobs in Qatar.');
    expect(email.text).not.toMatch(/more jobs? match/);
    expect(email.text).toContain(`See this search on the site:\n${searchUrl}`);
  });

  it('shows each job as title, company · location, the salary when given, a people’s date and its URL on its own line', () => {
    const email = alert([job(1), job(2, { salary: 'QAR 12,000 - 15,000 a month' }), job(3, { salary: '  ' })]);
    expect(email.text).toContain(`Nurse 1\nClinic 1 · Doha, Qatar\nPosted 24 Nov 2026\n${site}/jobs/nurse-1\n\n`);
    expect(email.text).toContain(
      `Nurse 2\nClinic 2 · Doha, Qatar\nQAR 12,000 - 15,000 a month\nPosted 24 Nov 2026\n${site}/jobs/nurse-2\n\n`,
    );
    expect(email.text).toContain(`Nurse 3\nClinic 3 · Doha, Qatar\nPosted 24 Nov 2026\n`);
    const html = words(email.html!);
    expect(html).toContain('Clinic 1 · Doha, Qatar Posted 24 Nov 2026');
    expect(html).toContain('Clinic 2 · Doha, Qatar QAR 12,000 - 15,000 a month Posted 24 Nov 2026');
    expect(email.html).not.toContain('2026-11-24');
  });

  it('escapes hostile titles, companies, locations and salaries in the HTML and keeps the text readable', () => {
    const hostile = job(1, {
      title: `<script>alert("x")</script> Nurse & "Carer"`,
      company: `O'Brien & <b>Sons</b>`,
      location: `Doha <img src=x onerror=alert(1)>`,
      salary: `"><a href="https://evil.example">win</a>`,
      url: `${site}/jobs/nurse?a=1&b="2"`,
    });
    const email = alert([hostile, job(2)]);
    expect(email.html).not.toMatch(/<script|<b>|<img|evil\.example">|onerror=alert\(1\)>/);
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Nurse &amp; &quot;Carer&quot;');
    expect(email.html).toContain('O&#39;Brien &amp; &lt;b&gt;Sons&lt;/b&gt;');
    expect(email.html).toContain(`href="${site}/jobs/nurse?a=1&amp;b=&quot;2&quot;"`);
    expect(email.text).toContain(`<script>alert("x")</script> Nurse & "Carer"\nO'Brien & <b>Sons</b> · Doha <img src=x onerror=alert(1)>`);
    // The preheader and the <title> are escaped too.
    expect(email.html).toContain('<title>2 new jobs: Healthcare &amp; Medical jobs in Qatar</title>');
  });

  it('links only http(s) addresses', () => {
    const email = alert([job(1, { url: 'javascript:alert(1)' })]);
    expect(email.html).not.toContain('javascript:');
  });

  it('ends both parts with why it came, the manage and the unsubscribe URLs', () => {
    const email = alert(jobs(2));
    expect(email.text).toContain(`Manage your alerts (change the search or how often, pause or delete):\n${links.manageUrl}`);
    expect(email.text.endsWith(`Unsubscribe:\n${links.unsubscribeUrl}`)).toBe(true);
    expect(email.text).toContain('You get this daily e-mail because you saved a search on Gulf Jobs (Healthcare & Medical jobs in Qatar)');
    expect(hrefs(email.html!)).toEqual(expect.arrayContaining([links.manageUrl, links.unsubscribeUrl, `${site}/`]));
    expect(email.html).toMatch(/>Manage alerts<\/a>/);
    expect(email.html).toMatch(/>Unsubscribe<\/a>/);
  });

  it('is a whole HTML document in English, at most 600 px wide, with a hidden preheader naming the first jobs', () => {
    const html = alert(jobs(3)).html!;
    expect(html.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true);
    expect(html).toContain('max-width:600px');
    expect(html).toMatch(/<div style="display:none[^"]*">Nurse 1 at Clinic 1, Nurse 2 at Clinic 2 and 1 more/);
    expect(html).not.toMatch(/<img|<style/);
  });

  it('stays far below the 102 KB at which Gmail clips a message, even with 20 long jobs', () => {
    const long = (i: number) =>
      job(i, {
        title: 'Senior Clinical Nurse & Educator '.repeat(6),
        company: 'Hospital & Research Centre '.repeat(6),
        salary: 'QAR 20,000'.repeat(5),
      });
    const html = alert(
      Array.from({ length: 25 }, (_, i) => long(i)),
      25,
    ).html!;
    expect(Buffer.byteLength(html)).toBeLessThan(60_000);
  });

  it('says "weekly" for a weekly alert', () =>
    expect(
      jobAlertDigestEmail({ filters: {}, frequency: 'weekly', jobs: jobs(2), total: 2, searchUrl: `${site}/jobs`, links }).text,
    ).toContain('You get this weekly e-mail because you saved a search on Gulf Jobs (New jobs in the Gulf)'));
});

describe('newsletterDigestEmail', () => {
  const articles: DigestArticle[] = [
    { title: 'How to negotiate a Gulf package', url: `${site}/career-advice/negotiate`, description: 'Housing, flights & schooling.' },
    { title: 'CV tips for Saudi Arabia', url: `${site}/career-advice/cv-saudi` },
  ];
  const newsletter = (list: DigestJob[], totalJobs: number, arts: DigestArticle[]) =>
    newsletterDigestEmail({ jobs: list, totalJobs, articles: arts, jobsUrl: `${site}/jobs`, links });

  it('lists jobs and articles, with "N more" to all jobs', () => {
    const email = newsletter(jobs(25), 25, articles);
    expect(email.kind).toBe('digest.newsletter');
    expect(email.subject).toBe('This week on Gulf Jobs: 25 new jobs and 2 new career articles');
    expect(email.text).toContain(`5 more new jobs this week.\nSee all 25 jobs:\n${site}/jobs`);
    expect(email.text).toContain(
      `NEW CAREER ARTICLES\n\nHow to negotiate a Gulf package\nHousing, flights & schooling.\n${site}/career-advice/negotiate`,
    );
    const html = words(email.html!);
    expect(html).toContain('New jobs this week');
    expect(html).toContain('New career articles');
    expect(html).toContain('Housing, flights & schooling.');
    expect(email.html!.match(/>Read the article</g)).toHaveLength(2);
  });

  it('with jobs only: no articles section', () => {
    const email = newsletter(jobs(1), 1, []);
    expect(email.subject).toBe('This week on Gulf Jobs: 1 new job');
    expect(email.text).not.toContain('ARTICLES');
    expect(words(email.html!)).not.toContain('career articles');
    expect(email.text).toContain(`See all jobs:\n${site}/jobs`);
  });

  it('with articles only: no jobs section, a single article named in the subject', () => {
    const one = newsletter([], 0, articles.slice(0, 1));
    expect(one.subject).toBe('New on Gulf Jobs: How to negotiate a Gulf package');
    expect(one.text.startsWith('NEW CAREER ARTICLES\n\n')).toBe(true);
    expect(words(one.html!)).not.toContain('New jobs this week');
    expect(newsletter([], 0, articles).subject).toBe('This week on Gulf Jobs: 2 new career articles');
  });

  it('ends both parts with the manage and unsubscribe URLs', () => {
    const email = newsletter(jobs(2), 2, articles);
    for (const url of [links.manageUrl, links.unsubscribeUrl]) {
      expect(email.text).toContain(`\n${url}`);
      expect(hrefs(email.html!)).toContain(url);
    }
  });
});

describe('eventNewsEmail', () => {
  const events: DigestEvent[] = [
    { title: 'Gulf Healthcare Careers Fair', url: `${site}/events/healthcare-fair`, when: '15 March 2027, Dubai' },
    { title: 'Engineering <Expo> & Forum', url: `${site}/events/expo`, when: '2 April 2027, Riyadh' },
  ];

  it('one event: named in the subject', () => {
    const email = eventNewsEmail({ events: events.slice(0, 1), links });
    expect(email.kind).toBe('digest.event_news');
    expect(email.subject).toBe('New event: Gulf Healthcare Careers Fair');
    expect(email.text).toContain(
      `A new event is coming up:\n\nGulf Healthcare Careers Fair\n15 March 2027, Dubai\n${site}/events/healthcare-fair`,
    );
    expect(email.html).toMatch(/>See the event</);
  });

  it('several events: counted in the subject, each listed and escaped', () => {
    const email = eventNewsEmail({ events, links });
    expect(email.subject).toBe('2 new events on Gulf Jobs');
    expect(email.text).toContain('2 new events are coming up:');
    expect(email.html).toContain('Engineering &lt;Expo&gt; &amp; Forum');
    for (const url of [links.manageUrl, links.unsubscribeUrl]) {
      expect(email.text).toContain(`\n${url}`);
      expect(hrefs(email.html!)).toContain(url);
    }
  });
});

describe('subjects', () => {
  const long = 'Senior '.repeat(60) + 'Nurse';
  it.each([
    ['a job alert of one long title', () => alert([job(1, { title: long, company: 'X'.repeat(300) })]).subject],
    [
      'a job alert of a long keyword',
      () =>
        jobAlertDigestEmail({ filters: { q: 'word '.repeat(60).trim() }, frequency: 'weekly', jobs: jobs(3), total: 3, searchUrl, links })
          .subject,
    ],
    ['one event with a long title', () => eventNewsEmail({ events: [{ title: long, url: site, when: 'soon' }], links }).subject],
    [
      'one article with a long title',
      () => newsletterDigestEmail({ jobs: [], totalJobs: 0, articles: [{ title: long, url: site }], jobsUrl: site, links }).subject,
    ],
  ])('%s: at most 200 characters, on one line', (_, subject) => {
    const text = subject();
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text).not.toMatch(/[\r\n]/);
    expect(text.endsWith('…')).toBe(true);
  });

  it('digestSubject keeps a short subject and flattens line breaks', () => {
    expect(digestSubject('New job:\r\n  ICU Nurse')).toBe('New job: ICU Nurse');
  });
});
