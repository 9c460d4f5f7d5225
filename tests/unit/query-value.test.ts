import { describe, expect, it } from 'vitest';
import { queryValue } from '~/lib/query-value';
import { applicationMailto } from '~/lib/jobs/format';
import { whatsAppShareHref } from '~/lib/jobs/whatsapp-share';
import { messagesFor } from '~/i18n';

describe('queryValue', () => {
  it.each([
    ['Nurse at Gulf Care', 'Nurse%20at%20Gulf%20Care'],
    ['a+b & c=d #1 / 100%', 'a%2Bb%20%26%20c%3Dd%20%231%20%2F%20100%25'],
    ['line\nnext', 'line%0Anext'],
    ['ممرضة عناية', 'ممرضة%20عناية'],
    ['التقدّم، الآن', 'التقدّم،%20الآن'],
    ['\u2066AED 9,000–12,000\u2069', '\u2066AED%209%2C000–12%2C000\u2069'],
    ['no\u00a0break', 'no%C2%A0break'],
    ['قبل ٣ أيام', 'قبل%20٣%20أيام'],
  ])('%j → %s', (text, expected) => expect(queryValue(text)).toBe(expected));

  it('opens the same address as the fully encoded value', () => {
    for (const text of [
      'ممرضة عناية مركزة لدى Clinic & Co، دبي',
      'AED 14,000–18,000 شهريًا\nhttps://x.example/ar/jobs/a?b=c',
      '\u206615,000–19,000\u2069 AED\u00a0«x»',
    ]) {
      const href = `https://wa.me/?text=${queryValue(text)}`;
      expect(new URL(href).href).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
      expect(new URL(href).searchParams.get('text')).toBe(text);
    }
  });

  it("keeps an Arabic e-mail draft's letters as letters: a third of the bytes", () => {
    const job = { contactEmail: 'careers@clinic.example', jobTitle: 'ممرضة عناية مركزة', companyName: 'Clinic & Co' };
    const link = 'https://jobs.example/ar/jobs/icu-nurse';
    const texts = messagesFor('ar').job.apply;
    const href = applicationMailto(job, texts, link);
    const subject = 'طلب توظيف: ممرضة عناية مركزة لدى Clinic & Co';
    expect(href).toContain(`subject=${queryValue(subject)}&`);
    expect(new URL(href).searchParams.get('subject')).toBe(subject);
    const full = `mailto:careers@clinic.example?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(new URL(href).searchParams.get('body') ?? '')}`;
    expect(Buffer.byteLength(href)).toBeLessThan(Buffer.byteLength(full) / 2);
  });

  it('writes a WhatsApp link to an Arabic job with its letters', () => {
    const href = whatsAppShareHref({ title: 'ممرضة لدى مستشفى', salary: null, url: 'https://x.example/ar/jobs/a' });
    expect(href).toBe('https://wa.me/?text=ممرضة%20لدى%20مستشفى%0Ahttps%3A%2F%2Fx.example%2Far%2Fjobs%2Fa');
  });
});
