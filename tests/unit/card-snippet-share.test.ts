import { describe, expect, it } from 'vitest';
import { descriptionSnippet } from '~/lib/jobs/format';
import { whatsAppShareHref } from '~/lib/jobs/whatsapp-share';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('descriptionSnippet (150 characters on a word boundary plus …)', () => {
  it('keeps a short description, whitespace collapsed', () => expect(descriptionSnippet('Short  text\nhere')).toBe('Short text here'));
  it('leaves exactly 150 characters alone', () => expect(descriptionSnippet('b'.repeat(150))).toBe('b'.repeat(150)));
  it('cuts a long one at the last space within 150 characters', () => {
    const text = words(40);
    const snippet = descriptionSnippet(text);
    expect(snippet.endsWith('…')).toBe(true);
    const kept = snippet.slice(0, -1);
    expect(kept.length).toBeLessThanOrEqual(150);
    expect(text.startsWith(`${kept} `)).toBe(true);
  });
  it('keeps a word that ends exactly at 150 characters', () => {
    const text = `${'a'.repeat(145)} bcde fghij`;
    expect(descriptionSnippet(text)).toBe(`${'a'.repeat(145)} bcde…`);
  });
  it('drops punctuation before the ellipsis', () => {
    const text = `${'a'.repeat(140)} done, ${'b'.repeat(20)}`;
    expect(descriptionSnippet(text)).toBe(`${'a'.repeat(140)} done…`);
  });
  it('cuts one endless word at 150 characters', () => expect(descriptionSnippet('a'.repeat(200))).toBe(`${'a'.repeat(150)}…`));
  it('cuts Arabic on a word boundary too', () => {
    const text = Array.from({ length: 40 }, () => 'ممرضة').join(' ');
    const snippet = descriptionSnippet(text);
    expect(snippet).toMatch(/ممرضة…$/);
    expect(snippet.length).toBeLessThanOrEqual(151);
  });
});

describe('whatsAppShareHref', () => {
  it('joins title, salary and link, one a line', () =>
    expect(whatsAppShareHref({ title: 'Nurse at Gulf Care', salary: 'AED 10,000 a month', url: 'https://example.com/jobs/nurse' })).toBe(
      'https://wa.me/?text=Nurse%20at%20Gulf%20Care%0AAED%2010%2C000%20a%20month%0Ahttps%3A%2F%2Fexample.com%2Fjobs%2Fnurse',
    ));
  it('leaves out a salary not stated', () =>
    expect(whatsAppShareHref({ title: 'Nurse', salary: undefined, url: 'https://example.com/jobs/nurse' })).toBe(
      'https://wa.me/?text=Nurse%0Ahttps%3A%2F%2Fexample.com%2Fjobs%2Fnurse',
    ));
});
