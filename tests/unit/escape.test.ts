import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml } from '~/lib/escape';
import { isUuid } from '~/lib/uuid';

describe('escapeHtml', () => {
  it.each([
    ['plain text', 'plain text'],
    ['Tom & Jerry <b>"hi"</b>', 'Tom &amp; Jerry &lt;b&gt;&quot;hi&quot;&lt;/b&gt;'],
    ["it's", 'it&#39;s'],
    ['https://example.com/?a=1&b=2', 'https://example.com/?a=1&amp;b=2'],
    ['&amp;', '&amp;amp;'],
  ])('%s → %s', (text, html) => expect(escapeHtml(text)).toBe(html));
});

describe('escapeXml', () => {
  it.each([
    ['Nurse\'s <ICU> & "ER"', 'Nurse&apos;s &lt;ICU&gt; &amp; &quot;ER&quot;'],
    ['bell\u0007 and tab\t', 'bell and tab\t'],
    ['line\nbreak\r', 'line\nbreak\r'],
  ])('%j → %j', (text, xml) => expect(escapeXml(text)).toBe(xml));
});

describe('isUuid (what PostgreSQL reads as a uuid, hyphenated)', () => {
  it.each([
    ['0b0c7f4e-6a55-4d9e-9b1f-3c2a1e0d9f8a', true],
    ['0B0C7F4E-6A55-4D9E-9B1F-3C2A1E0D9F8A', true],
    ['0b0c7f4e6a554d9e9b1f3c2a1e0d9f8a', false],
    ['0b0c7f4e-6a55-4d9e-9b1f-3c2a1e0d9f8', false],
    ['0b0c7f4e-6a55-4d9e-9b1f-3c2a1e0d9f8ag', false],
    ['nurse-in-dubai', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (value, expected) => expect(isUuid(value)).toBe(expected));
});
