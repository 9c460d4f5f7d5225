import { describe, expect, it } from 'vitest';
import { jobSocialCardPath, pageSocialCards, socialCardName, socialCardPath, socialCardSvg, wrapTitle } from '~/lib/seo/social-card';
import { pages } from '~/lib/pages/registry';

describe('social cards', () => {
  it.each([
    ['/dha-license-uae', '/og/dha-license-uae.png'],
    ['/article/cv-writing-guide', '/og/article--cv-writing-guide.png'],
    ['/events/dubai-gulf-careers-fair-2025', '/og/events--dubai-gulf-careers-fair-2025.png'],
    ['/', '/og/home.png'],
  ])('%s → %s', (route, path) => expect(socialCardPath(route)).toBe(path));

  it('keeps names unique per route', () => expect(socialCardName('/a/b')).not.toBe(socialCardName('/a-b')));

  it('wraps a title into lines of about 26 characters and cuts a long one with an ellipsis', () => {
    expect(wrapTitle('How to Get Your DHA Licence in Dubai: 7 Steps, Fees and Timeline')).toEqual([
      'How to Get Your DHA',
      'Licence in Dubai: 7 Steps,',
      'Fees and Timeline',
    ]);
    const cut = wrapTitle('word '.repeat(40), 26, 4);
    expect(cut).toHaveLength(4);
    expect(cut.at(-1)!.endsWith('…')).toBe(true);
  });

  it('escapes the title for XML', () => {
    const svg = socialCardSvg({ title: 'Q&A <Nurses> "ICU"', kicker: 'Interviews' });
    expect(svg).toContain('Q&amp;A &lt;Nurses&gt; &quot;ICU&quot;');
    expect(svg).toContain('>INTERVIEWS</text>');
    expect(svg).not.toContain('<Nurses>');
  });
});

describe('cards of listed pages', () => {
  const cards = pageSocialCards(pages);
  const cardOf = (route: string) => cards.find((c) => c.route === route);

  it.each([
    ['/', 'Jobs in the UAE, Saudi Arabia, Qatar and the Gulf', 'Jobs in the Gulf'],
    ['/uae-jobs', 'Jobs in the UAE', 'Jobs by country'],
    ['/healthcare-jobs', 'Healthcare Jobs in the Gulf', 'Jobs by profession'],
    ['/privacy', 'Privacy Policy', 'Jobs in the Gulf'],
    ['/post/unlock-exciting-job-opportunities-in-the-middle-east', 'Unlock Exciting Job Opportunities in the Middle East', 'Career advice'],
  ])('%s shows "%s" under "%s"', (route, title, kicker) => expect(cardOf(route)).toEqual({ route, title, kicker }));

  it('never repeats the site name in the title (the card shows it below)', () => {
    for (const card of cards) expect(card.title).not.toMatch(/\| Gulf Jobs$/);
  });
});

describe("a job page's card", () => {
  it.each([
    ['healthcare-medical', '/og/healthcare-jobs.png'],
    ['it-technology', '/og/tech-jobs.png'],
    ['finance-accounting', '/og/jobs.png'],
    [null, '/og/jobs.png'],
  ])('%s → %s', (category, path) => expect(jobSocialCardPath(category)).toBe(path));
});
