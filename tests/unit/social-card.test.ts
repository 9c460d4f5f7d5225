import { describe, expect, it } from 'vitest';
import { socialCardName, socialCardPath, socialCardSvg, wrapTitle } from '~/lib/social-card';

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
      'How to Get Your DHA', 'Licence in Dubai: 7 Steps,', 'Fees and Timeline',
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
