import { describe, expect, it } from 'vitest';
import { isFreeMailDomain } from '~/lib/risk/free-mail-domains';
import { riskRules, riskRulesSchema } from '~/lib/risk/rules';
import { riskScoreOf, textSignals, type RiskJobText } from '~/lib/risk/signals';

const job = (text: string, contact: Partial<RiskJobText> = {}): RiskJobText => ({
  companyName: 'Gulf Care Hospital',
  jobTitle: 'Staff Nurse',
  jobDescription: text,
  salaryRange: null,
  applicationType: 'email',
  contactEmail: 'careers@gulfcare.example',
  applicationUrl: null,
  ...contact,
});
const ids = (j: RiskJobText) => textSignals(j).map((s) => s.id);
const wordsOf = (j: RiskJobText, id: string) =>
  textSignals(j)
    .find((s) => s.id === id)
    ?.matches.map((m) => m.words);

describe('text signals', () => {
  it.each([
    ['A visa processing fee of AED 1,500 is payable on selection.', ['candidate-fee']],
    ['Candidates must pay AED 500 for registration.', ['candidate-fee']],
    ['A refundable security deposit is required before joining.', ['candidate-fee']],
    ['Medical fee and training charges apply.', ['candidate-fee']],
    ['Payment of a starter package required.', ['candidate-fee']],
    ['the employer pays the visa fee and your flights.', []],
    ['No fees charged to candidates at any stage.', []],
    ['Visa costs are covered by the company.', []],
    ['School fees allowance for two children.', []],
    ['Guaranteed visa within two weeks!', ['too-good-to-be-true']],
    ['Urgent hiring, limited seats: apply today.', ['too-good-to-be-true']],
    ['No experience needed, earn big from day one.', ['too-good-to-be-true']],
    ['Earn USD 10,000 a week.', ['too-good-to-be-true']],
    ['Three years of ICU experience; DHA licence.', []],
    // Arabic: letter variants and harakat fold (تأشيرة / تاشيره, مدفوعة / مدفوعه).
    ['يتحمل المتقدم رسوم التأشيرة والفحص الطبي.', ['candidate-fee']],
    ['تاشيره مدفوعه بالكامل من المتقدم', ['candidate-fee']],
    ['تأشِيرَة مضمونة خلال أسبوعين', ['too-good-to-be-true']],
    ['مقاعد محدودة، سارع بالتقديم', ['too-good-to-be-true']],
    ['بدون أي رسوم على المتقدم.', []],
    ['تتحمل الشركة رسوم التأشيرة.', []],
    ['إعداد الرسومات الهندسية ومراجعتها', []],
    ['نساعدك في التأشيرة والانتقال إلى دولة الإمارات.', []],
  ])('%s → %j', (text, expected) => {
    expect(ids(job(text))).toEqual(expected);
  });

  it('keeps the words that raised a signal as written, with context', () => {
    const [signal] = textSignals(job('We are hiring. A VISA Processing Fee of AED 900 applies. Apply now.'));
    expect(signal).toEqual({
      id: 'candidate-fee',
      weight: 40,
      matches: [{ before: 'We are hiring. A ', words: 'VISA Processing Fee', after: ' of AED 900 applies. Apply now.' }],
    });
    expect(wordsOf(job('يرجى دفع رُسُوم التسجيل'), 'candidate-fee')).toEqual(['رُسُوم']);
  });

  it.each([
    ['WhatsApp only: +971 50 123 4567', { contactEmail: 'hr.gulfcare@gmail.com' }, ['messenger-only-contact', 'free-mail-domain']],
    [
      'Send your CV on WhatsApp.',
      { applicationType: 'url' as const, applicationUrl: 'https://wa.me/971501234567', contactEmail: null },
      ['messenger-only-contact'],
    ],
    ['للتقديم تواصل عبر واتساب', { contactEmail: 'jobs@yahoo.com' }, ['messenger-only-contact', 'free-mail-domain']],
    // A company address or site beside the phone number is a company channel.
    ['Questions? WhatsApp +971 50 123 4567', {}, []],
    ['Apply on our site.', { applicationType: 'url' as const, applicationUrl: 'https://careers.gulfcare.example/1' }, []],
    ['Send your CV to gulfcare.hr@outlook.com', {}, ['free-mail-domain']],
  ])('%s with %j → %j', (text, contact, expected) => {
    expect(ids(job(text, contact))).toEqual(expected);
  });

  it('adds the weights up', () => {
    const signals = textSignals(job('Pay AED 2,000 visa fee. Guaranteed job.', { contactEmail: 'x@gmail.com' }));
    expect(riskScoreOf(signals)).toBe(40 + 25 + 20);
  });
});

describe('free-mail domains', () => {
  it.each([
    ['someone@gmail.com', true],
    ['SOMEONE@Hotmail.com', true],
    ['www.yahoo.com', true],
    ['mail.outlook.com', true],
    ['hr@gulfcare.example', false],
    ['hr@notgmail.com', false],
    ['someone@googlemail.com', true],
    ['someone@gmx.net', true],
    ['someone@gmail.com.', true],
  ])('%s → %s', (address, expected) => {
    expect(isFreeMailDomain(address)).toBe(expected);
  });
});

describe('the rules file', () => {
  it('parses, with a threshold and unique ids', () => {
    expect(riskRules.threshold).toBeGreaterThan(0);
    expect(new Set(riskRules.rules.map((r) => r.id)).size).toBe(riskRules.rules.length);
  });

  it.each([
    [
      { threshold: 40, rules: [{ ...riskRules.rules[0], patterns: { en: ['(unclosed'], ar: [] } }] },
      'Not a valid regular expression: (unclosed',
    ],
    [{ threshold: 40, rules: [riskRules.rules[0], riskRules.rules[0]] }, 'Two rules are called "candidate-fee": rename one.'],
    [
      { threshold: 40, rules: [{ ...riskRules.rules[0], patterns: { en: [], ar: [] } }] },
      'Rule "candidate-fee" checks words but lists none: add English and Arabic patterns.',
    ],
  ])('refuses a broken rules file with a message that says how to fix it', (input, message) => {
    const result = riskRulesSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});
