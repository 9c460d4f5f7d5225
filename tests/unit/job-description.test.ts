import { describe, expect, it } from 'vitest';
import { descriptionBlocks, descriptionExcerpt, descriptionHtml } from '~/lib/jobs/description';

describe('descriptionHtml: the employer’s plain text as paragraphs, lists and headings', () => {
  it.each([
    ['one line', '<p>one line</p>'],
    ['first paragraph\n\nsecond paragraph', '<p>first paragraph</p><p>second paragraph</p>'],
    ['a line\nthe next line', '<p>a line<br>the next line</p>'],
    ['  spaced  \n\n\n\n  out  ', '<p>spaced</p><p>out</p>'],
    ['windows\r\nline\r\rends', '<p>windows<br>line</p><p>ends</p>'],
    ['- one\n- two', '<ul><li>one</li><li>two</li></ul>'],
    ['* one\n* two', '<ul><li>one</li><li>two</li></ul>'],
    ['• one\n•two', '<ul><li>one</li><li>two</li></ul>'],
    ['1. first\n2. second', '<ol><li>first</li><li>second</li></ol>'],
    ['3) third\n4) fourth', '<ol start="3"><li>third</li><li>fourth</li></ol>'],
    ['- bullet\n1. number', '<ul><li>bullet</li></ul><ol><li>number</li></ol>'],
    ['- a long item\n  that carries on\n- next', '<ul><li>a long item that carries on</li><li>next</li></ul>'],
    ['- item\nthen a sentence', '<ul><li>item</li></ul><p>then a sentence</p>'],
    ['Requirements:\n- BSc Nursing\n- DHA licence', '<h3>Requirements</h3><ul><li>BSc Nursing</li><li>DHA licence</li></ul>'],
    ['## Benefits\nHousing and flights', '<h3>Benefits</h3><p>Housing and flights</p>'],
    ['What you bring\n- BSc Nursing', '<h3>What you bring</h3><ul><li>BSc Nursing</li></ul>'],
    [
      'About the role\nYou will join Al Noor Specialist Hospital in Dubai as part of our team.',
      '<h3>About the role</h3><p>You will join Al Noor Specialist Hospital in Dubai as part of our team.</p>',
    ],
    ['Al Noor Hospital\nDubai Healthcare City', '<p>Al Noor Hospital<br>Dubai Healthcare City</p>'],
    ['Intro.\nWhat you bring\n- BSc', '<p>Intro.<br>What you bring</p><ul><li>BSc</li></ul>'],
    ['We are hiring.\n\nJoin us', '<p>We are hiring.</p><p>Join us</p>'],
    ['### Benefits ###', '<h3>Benefits</h3>'],
    ['المتطلبات:\n- ترخيص ساري', '<h3>المتطلبات</h3><ul><li>ترخيص ساري</li></ul>'],
    [
      'We are looking for an experienced nurse who will join us from next month and needs:',
      '<p>We are looking for an experienced nurse who will join us from next month and needs:</p>',
    ],
    ['Salary: AED 9,000', '<p>Salary: AED 9,000</p>'],
    ['-no space is no bullet', '<p>-no space is no bullet</p>'],
    ['2024 was a good year', '<p>2024 was a good year</p>'],
    ['-', '<p>-</p>'],
    ['', ''],
    ['\n \n\t\n', ''],
  ])('%j → %s', (text, html) => expect(descriptionHtml(text)).toBe(html));

  it('can write its headings one level lower', () => {
    expect(descriptionHtml('## Duties', 'h4')).toBe('<h4>Duties</h4>');
  });
});

describe('descriptionHtml escapes everything the poster wrote', () => {
  it.each([
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['<img src=x onerror="alert(1)">', '<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>'],
    ['- <img src=x onerror=alert(1)>', '<ul><li>&lt;img src=x onerror=alert(1)&gt;</li></ul>'],
    ['## <b>bold</b>', '<h3>&lt;b&gt;bold&lt;/b&gt;</h3>'],
    ['<a href="javascript:alert(1)">apply</a>:', '<h3>&lt;a href=&quot;javascript:alert(1)&quot;&gt;apply&lt;/a&gt;</h3>'],
    ['javascript:alert(document.cookie)', '<p>javascript:alert(document.cookie)</p>'],
    ['Tom &amp; Jerry\'s "ward"', '<p>Tom &amp;amp; Jerry&#39;s &quot;ward&quot;</p>'],
    ['NUL\u0000 inside\u0007 and \u001b[31m', '<p>NUL inside and [31m</p>'],
    ['</p><p onclick=x>', '<p>&lt;/p&gt;&lt;p onclick=x&gt;</p>'],
    ['<!-- comment -->\n\n<style>*{}</style>', '<p>&lt;!-- comment --&gt;</p><p>&lt;style&gt;*{}&lt;/style&gt;</p>'],
  ])('%j → %s', (text, html) => expect(descriptionHtml(text)).toBe(html));

  it('writes no tag but its own, whatever the text', () => {
    const nasty = ['<', '>', '"', "'", '&', '\u0000', '\n', '- ', '1. ', '## ', ':', 'javascript:', 'on', '=', ' ', 'x'];
    let seed = 7;
    for (let round = 0; round < 500; round++) {
      let text = '';
      for (let i = 0; i < 40; i++) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        text += nasty[seed % nasty.length];
      }
      const tags = descriptionHtml(text).match(/<[^>]*>/g) ?? [];
      for (const tag of tags) expect(tag).toMatch(/^<\/?(p|br|ul|ol|li|h3)( start="\d+")?>$/);
      expect(descriptionHtml(text)).not.toContain('\u0000');
    }
  });
});

describe('descriptionBlocks', () => {
  it('reads a typical posting', () => {
    expect(
      descriptionBlocks(
        'Join our ICU team in Dubai.\n\nResponsibilities:\n- Patient care\n- Handover\n\nRequirements:\n1. BSc\n2. 3 years\n\nApply today.',
      ),
    ).toEqual([
      { kind: 'paragraph', lines: ['Join our ICU team in Dubai.'] },
      { kind: 'heading', text: 'Responsibilities' },
      { kind: 'list', ordered: false, start: 1, items: ['Patient care', 'Handover'] },
      { kind: 'heading', text: 'Requirements' },
      { kind: 'list', ordered: true, start: 1, items: ['BSc', '3 years'] },
      { kind: 'paragraph', lines: ['Apply today.'] },
    ]);
  });
});

describe('descriptionExcerpt', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly ten', 11, 'exactly ten'],
    ['one two three four', 12, 'one two…'],
    ['- one\n- two\n- three', 14, '- one\n- two…'],
    ['abcdefghijklmnop', 8, 'abcdefgh…'],
  ])('%j at %i → %j', (text, max, excerpt) => expect(descriptionExcerpt(text, max)).toBe(excerpt));
});
