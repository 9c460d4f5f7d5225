import { z } from '~/lib/zod';
import { foldArabic } from '~/lib/arabic';

// The risk signals a job is scored on when it is posted, edited, scraped or seeded; the review
// queue shows each raised signal with the words that raised it. Patterns are regular expressions
// over folded text (lowercase, Arabic letter variants and harakat folded, as src/lib/arabic.ts
// does): write Arabic as it is spelt, the schema folds it. README.md beside this file explains
// each field.

const localized = z.object({ en: z.string().min(1), ar: z.string().min(1) });
const patternList = z.array(z.string().min(1)).default([]);

const compiles = (source: string) => {
  try {
    new RegExp(source, 'iu');
    return true;
  } catch {
    return false;
  }
};

export const riskChecks = ['words', 'contact-only', 'free-mail', 'salary', 'duplicate'] as const;
export type RiskCheck = (typeof riskChecks)[number];

export const riskRuleSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z-]*$/, 'A rule id is lowercase words joined by hyphens, such as "candidate-fee".'),
    weight: z.number().int().min(1).max(100).describe('Points the signal adds to the job’s score'),
    check: z
      .enum(riskChecks, { message: `Unknown check. Use one of: ${riskChecks.join(', ')}.` })
      .describe('words: the patterns in the text; contact-only and free-mail read the contact too; salary and duplicate ask the database'),
    patterns: z
      .object({ en: patternList, ar: patternList })
      .default({ en: [], ar: [] })
      .describe('What raises the signal, in each language (none for free-mail, salary and duplicate)'),
    unless: z
      .object({ en: patternList, ar: patternList })
      .default({ en: [], ar: [] })
      .describe('A match is ignored when its sentence also matches one of these ("the employer pays the visa fee")'),
    label: localized.describe('The signal’s name in the review queue'),
    explanation: localized.describe('One sentence: why this is a warning sign'),
    factor: z.number().positive().optional().describe('salary: how many times the live median is too high'),
    similarity: z.number().min(0).max(1).optional().describe('duplicate: the trigram similarity that counts as the same text'),
  })
  .superRefine((rule, ctx) => {
    for (const [field, lists] of [
      ['patterns', rule.patterns],
      ['unless', rule.unless],
    ] as const) {
      for (const lang of ['en', 'ar'] as const) {
        lists[lang].forEach((source, i) => {
          if (!compiles(source))
            ctx.addIssue({ code: 'custom', path: [field, lang, i], message: `Not a valid regular expression: ${source}` });
        });
      }
    }
    if (rule.check === 'words' && rule.patterns.en.length + rule.patterns.ar.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['patterns'],
        message: `Rule "${rule.id}" checks words but lists none: add English and Arabic patterns.`,
      });
    }
    if (rule.check === 'salary' && rule.factor === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['factor'],
        message: `Rule "${rule.id}" needs a factor (how many times the median is too high).`,
      });
    }
    if (rule.check === 'duplicate' && rule.similarity === undefined) {
      ctx.addIssue({ code: 'custom', path: ['similarity'], message: `Rule "${rule.id}" needs a similarity between 0 and 1.` });
    }
  });
export type RiskRule = z.infer<typeof riskRuleSchema>;

export const riskRulesSchema = z
  .object({
    threshold: z.number().int().positive().describe('A job scoring this or more needs an explicit confirmation to be approved'),
    rules: z.array(riskRuleSchema).min(1),
  })
  .superRefine(({ rules }, ctx) => {
    const seen = new Set<string>();
    for (const rule of rules) {
      if (seen.has(rule.id)) ctx.addIssue({ code: 'custom', path: ['rules'], message: `Two rules are called "${rule.id}": rename one.` });
      seen.add(rule.id);
    }
  });
export type RiskRules = z.infer<typeof riskRulesSchema>;

// Amounts: Latin or Arabic-Indic digits with separators.
const amount = '[\\d٠-٩][\\d٠-٩,.٬]*';
const currency = '(?:aed|sar|qar|omr|bhd|kwd|usd|inr|php|pkr|\\$|dhs?|dirhams?|riyals?|dinars?|rs\\.?)';

const feeKinds =
  '(?:visa|processing|registration|training|medical|application|placement|recruitment|agency|documentation|interview|deployment|service|joining|booking)';

export const riskRules: RiskRules = riskRulesSchema.parse({
  threshold: 40,
  rules: [
    {
      id: 'candidate-fee',
      weight: 40,
      check: 'words',
      patterns: {
        en: [
          `(?:${feeKinds}[\\s/&,]+(?:and |or )?){0,2}${feeKinds} (?:fees?|charges?|costs?|payment)`,
          'security deposit',
          'refundable deposit',
          `pay(?:ment of)? (?:a |the )?(?:${currency} ?${amount}|${amount} ?${currency})`,
          `(?:${currency} ?${amount}|${amount} ?${currency}) (?:fees?|deposit|charges?)`,
          'payment of (?:a |the )?[\\w\\s]{1,40} (?:is )?(?:required|needed|mandatory)',
          '(?:pay|send|transfer) (?:us |the )?(?:fees?|money|deposit)',
        ],
        ar: [
          'رسوم',
          'رسم (?:التسجيل|الفيزا|التأشيرة|الطلب)',
          'تأشيرة مدفوعة',
          'فيزا مدفوعة',
          'تأمين نقدي',
          'مبلغ تأمين',
          'دفع مبلغ',
          'ادفع',
          'يدفع المتقدم',
          'تحويل مبلغ',
        ],
      },
      unless: {
        en: [
          '(?:no|zero|free of|without|never|not)\\b[\\w\\s]{0,25}(?:fees?|charges?|costs?|payments?|deposits?|pay)',
          '(?:employer|company|we) (?:pays?|covers?|bears?|provides?|will pay|will cover)',
          '(?:paid|covered|borne|provided) (?:for )?by (?:the )?(?:employer|company|us)',
          'school fees? allowance',
          'education allowance',
        ],
        ar: [
          'بدون (?:أي )?رسوم',
          'دون (?:أي )?رسوم',
          'لا (?:توجد|يوجد|تدفع|ندفع)',
          'لا رسوم',
          'مجان\\p{L}*',
          'على (?:نفقة|حساب) (?:الشركة|صاحب العمل|المؤسسة)',
          '(?:يتحمل|تتحمل|يدفع|تدفع) (?:الشركة|صاحب العمل|المؤسسة)',
          'بدل',
          'الرسوم (?:المدرسية|الدراسية)',
        ],
      },
      label: { en: 'Fee asked of the candidate', ar: 'رسوم تُطلب من المتقدم' },
      explanation: {
        en: 'GCC labour laws forbid employers and agencies to charge candidates for visas, processing, registration or medicals; a fee is the most common sign of a fake job.',
        ar: 'تمنع قوانين العمل في دول الخليج أصحاب العمل ومكاتب التوظيف من تحصيل رسوم التأشيرة أو المعاملات أو التسجيل أو الفحص الطبي من المتقدمين؛ طلب الرسوم أشيع علامات الوظائف الوهمية.',
      },
    },
    {
      id: 'messenger-only-contact',
      weight: 30,
      check: 'contact-only',
      patterns: {
        en: [
          'whats ?app',
          'wa\\.me/\\S*',
          'telegram',
          't\\.me/\\S*',
          'viber',
          'wechat',
          '(?:\\+|00)9(?:71|66|74|68|73|65)[\\d\\s-]{7,12}\\d',
          '(?:call|text|sms|message)(?: us| me)?(?: on| at)? \\+?[\\d٠-٩][\\d٠-٩\\s-]{7,}[\\d٠-٩]',
        ],
        ar: ['واتساب', 'واتس اب', 'واتس', 'تلغرام', 'تليجرام', 'تيليجرام', 'فايبر', 'اتصل (?:على|بالرقم|برقم)'],
      },
      label: { en: 'Contact only by WhatsApp or phone', ar: 'التواصل عبر واتساب أو الهاتف فقط' },
      explanation: {
        en: 'The job gives a messenger or a phone number to apply and no company e-mail address or website: a real employer can be checked, a phone number cannot.',
        ar: 'تذكر الوظيفة رقم هاتف أو تطبيق مراسلة للتقديم دون بريد أو موقع للشركة: صاحب العمل الحقيقي يمكن التحقق منه، أما رقم الهاتف فلا.',
      },
    },
    {
      id: 'free-mail-domain',
      weight: 25,
      check: 'free-mail',
      label: { en: 'Company on a free e-mail address', ar: 'شركة ببريد إلكتروني مجاني' },
      explanation: {
        en: 'A company name with an address on gmail, yahoo, outlook or similar: anyone can open one in a company’s name.',
        ar: 'اسم شركة مع عنوان على جيميل أو ياهو أو أوتلوك أو ما شابهها: يستطيع أي شخص فتح عنوان كهذا باسم أي شركة.',
      },
    },
    {
      id: 'salary-far-above-market',
      weight: 30,
      check: 'salary',
      factor: 3,
      label: { en: 'Salary far above the market', ar: 'راتب يفوق السوق بكثير' },
      explanation: {
        en: 'The salary is more than three times the median of live jobs in the same occupation and country: an offer too good to be true draws people in.',
        ar: 'الراتب أكثر من ثلاثة أضعاف الوسيط في الوظائف المنشورة للمهنة نفسها في البلد نفسه: العرض الأجمل من أن يُصدَّق طُعم.',
      },
    },
    {
      id: 'description-under-another-company',
      weight: 30,
      check: 'duplicate',
      similarity: 0.9,
      label: { en: 'Same description under another company', ar: 'الوصف نفسه باسم شركة أخرى' },
      explanation: {
        en: 'The description is the same as a live or pending job of another company: fraudsters copy real ads and post them under several names.',
        ar: 'الوصف مطابق لوظيفة منشورة أو قيد المراجعة لشركة أخرى: ينسخ المحتالون إعلانات حقيقية وينشرونها بأسماء عدة.',
      },
    },
    {
      id: 'too-good-to-be-true',
      weight: 20,
      check: 'words',
      patterns: {
        en: [
          'guaranteed (?:visa|job|jobs|income|salary|placement|profits?|returns?|earnings)',
          '(?:visa|job|placement|income) (?:is )?guaranteed',
          '100% (?:guaranteed|visa|job|placement)',
          'free visa',
          'limited (?:seats|slots|places)',
          'no experience (?:needed|required|necessary)[^.!?\\n]{0,60}earn',
          `earn (?:up to |over |more than )?(?:${currency} ?)?${amount}(?: ?${currency})? (?:a|per|every) (?:day|week)`,
          'earn [^.!?\\n]{0,30}from home',
          '(?:easy|quick|fast) money',
        ],
        ar: [
          'تأشيرة مضمونة',
          'فيزا مضمونة',
          'وظيفة مضمونة',
          'دخل مضمون',
          'ربح مضمون',
          'أرباح مضمونة',
          'مقاعد محدودة',
          'فيزا مجانية',
          'بدون خبرة[^.!?\\n]{0,60}(?:اربح|دخل|راتب)',
          'اربح [^.!?\\n]{0,30}(?:يوميا|أسبوعيا|في اليوم|في الأسبوع)',
          'ربح سريع',
        ],
      },
      label: { en: 'Too good to be true', ar: 'أجمل من أن يُصدَّق' },
      explanation: {
        en: 'Promises real employers do not make: a guaranteed visa or income, big earnings without experience, a few "seats" left.',
        ar: 'وعود لا يقطعها أصحاب العمل الحقيقيون: تأشيرة أو دخل مضمون، أرباح كبيرة بلا خبرة، "مقاعد محدودة".',
      },
    },
  ],
});

/** A rule's patterns in one expression over folded text; an Arabic word may carry و ف ب ل ك and the article in front. */
export function compiledPatterns(lists: { en: string[]; ar: string[] }): RegExp | undefined {
  const all = [...lists.en, ...lists.ar].map((p) => foldArabic(p));
  if (all.length === 0) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:[وفبلك]?(?:ال|لل)?)(?:${all.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

export const riskRuleById = (id: string): RiskRule | undefined => riskRules.rules.find((rule) => rule.id === id);
