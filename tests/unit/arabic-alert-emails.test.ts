import { describe, expect, it } from 'vitest';
import { jobAlertDigestEmail, newsletterDigestEmail, type DigestJob } from '~/lib/emails/digests';
import { subscriptionConfirmEmail } from '~/lib/emails/subscription-confirm';
import { describeAlertFilters } from '~/lib/alerts/describe';
import { describeAlertFiltersWith } from '~/lib/alerts/describe-words';
import { alertWordsFor, describeAlertFiltersIn } from '~/lib/alerts/describe-in';
import type { AlertFilters } from '~/lib/alerts/filters';

// An Arabic subscriber's e-mails are Arabic documents (subject, text and HTML, right to
// left, dates for Arabic readers with Latin digits), a job's own text keeps its direction
// (dir="auto"), and every link leads to the Arabic pages.

const site = 'https://gulfjobs.example';
const links = {
  manageUrl: `${site}/ar/alerts/manage?id=7&token=man0b`,
  unsubscribeUrl: `${site}/ar/unsubscribe?id=7&token=uns0b`,
};
const job = (n: number, title = `ممرضة ${n}`): DigestJob => ({
  title,
  company: `مستشفى ${n}`,
  location: 'الدوحة، قطر',
  salary: n === 2 ? '12,000 QAR شهريًا' : null,
  postedOn: '2026-11-24',
  url: `${site}/ar/jobs/nurse-${n}`,
});
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('the Arabic job alert digest', () => {
  const alert = (count: number, total = count) =>
    jobAlertDigestEmail({
      filters: { category: 'healthcare-medical', country: 'qatar' },
      frequency: 'weekly',
      jobs: Array.from({ length: count }, (_, i) => job(i + 1)),
      total,
      searchUrl: `${site}/ar/jobs?category=healthcare-medical&country=qatar`,
      links,
      locale: 'ar',
    });

  it.each([
    [1, 'وظيفة جديدة: ممرضة 1 لدى مستشفى 1', 'وظيفة جديدة واحدة تطابق بحثك'],
    [2, 'وظيفتان جديدتان: وظائف الرعاية الصحية والطب في قطر', 'وظيفتان جديدتان تطابقان بحثك'],
    [3, '3 وظائف جديدة: وظائف الرعاية الصحية والطب في قطر', '3 وظائف جديدة تطابق بحثك'],
    [11, '11 وظيفة جديدة: وظائف الرعاية الصحية والطب في قطر', '11 وظيفة جديدة تطابق بحثك'],
  ])('%i jobs: the subject and intro in Arabic with real plurals', (n, subject, intro) => {
    const email = alert(n);
    expect(email.subject).toBe(subject);
    expect(email.text.startsWith(`${intro}: وظائف الرعاية الصحية والطب في قطر.`)).toBe(true);
  });

  it('is a right-to-left Arabic document whose job text keeps its own direction', () => {
    const { html, text } = alert(2);
    expect(html!.startsWith('<!DOCTYPE html><html lang="ar" dir="rtl">')).toBe(true);
    expect(html).toContain('<body dir="rtl"');
    expect(html).toContain(`<span dir="auto"><a href="${site}/ar/jobs/nurse-1"`);
    expect(html).toContain('<div dir="auto" style="font-size:15px;line-height:22px;color:#475569">مستشفى 2 · الدوحة، قطر</div>');
    expect(html).toContain('>وظائف الخليج</a>');
    expect(html).toContain(`href="${site}/ar"`);
    expect(html).toMatch(/>عرض الوظيفة<\/a>/);
    expect(html).toMatch(/>إدارة التنبيهات<\/a>/);
    expect(html).toMatch(/>إلغاء الاشتراك<\/a>/);
    expect(html).not.toMatch(/View job|Unsubscribe|Manage alerts|Posted/);
    // Dates for Arabic readers, Latin digits (the Gulf habit).
    expect(text).toContain('نُشرت في 24 نوفمبر 2026');
    expect(text).not.toMatch(/[٠-٩]/);
  });

  it('links only to the Arabic pages', () => {
    const { html, text } = alert(20, 23);
    for (const url of hrefs(html!)) expect(url).toMatch(/^https:\/\/gulfjobs\.example\/ar(\/|$)/);
    expect(text).toContain(
      `3 وظائف أخرى تطابق هذا البحث.\nشاهد كل الوظائف (23):\n${site}/ar/jobs?category=healthcare-medical&country=qatar`,
    );
    expect(text.endsWith(`إلغاء الاشتراك:\n${links.unsubscribeUrl}`)).toBe(true);
    expect(text).toContain(`إدارة تنبيهاتك (تغيير البحث أو عدد مرات الإرسال، أو الإيقاف المؤقت، أو الحذف):\n${links.manageUrl}`);
    expect(text).toContain('تصلك هذه الرسالة الأسبوعية لأنك حفظت بحثًا على وظائف الخليج (وظائف الرعاية الصحية والطب في قطر)');
  });
});

describe('the Arabic newsletter', () => {
  it('lists the jobs in Arabic and marks an English-only article', () => {
    const email = newsletterDigestEmail({
      jobs: [job(1)],
      totalJobs: 1,
      articles: [{ title: 'How to write a Gulf CV', url: `${site}/article/cv`, description: 'Five rules.' }],
      jobsUrl: `${site}/ar/jobs`,
      links,
      locale: 'ar',
    });
    expect(email.subject).toBe('هذا الأسبوع على وظائف الخليج: وظيفة جديدة واحدة ومقال مهني جديد');
    expect(email.text).toContain('How to write a Gulf CV (بالإنجليزية)');
    expect(email.html).toContain(`<span lang="en" dir="ltr"><a href="${site}/article/cv"`);
    expect(email.html).toContain('</span> (بالإنجليزية)</div>');
    expect(email.html!.startsWith('<!DOCTYPE html><html lang="ar" dir="rtl">')).toBe(true);
  });
});

describe('the Arabic confirmation e-mail', () => {
  it('asks in Arabic, says how often, and links the confirmation and the Arabic unsubscribe page', () => {
    const email = subscriptionConfirmEmail({
      subscription: { kind: 'job_alert', filters: { q: 'ممرضه', city: 'dubai' }, frequency: 'daily' },
      confirmUrl: `${site}/api/subscriptions/confirm?token=abc`,
      unsubscribeUrl: links.unsubscribeUrl,
      validDays: 7,
      locale: 'ar',
    });
    expect(email.subject).toBe('أكّد اشتراكك في وظائف الخليج');
    expect(email.text).toBe(
      [
        'يرجى تأكيد رغبتك في تلقي تنبيهات وظائف جديدة تطابق «ممرضه» في دبي، الإمارات من وظائف الخليج:',
        `${site}/api/subscriptions/confirm?token=abc`,
        'بعد التأكيد تصلك رسالة واحدة في اليوم على الأكثر، صباحًا (بتوقيت الخليج)، وفقط عند وجود وظائف جديدة تطابق هذا البحث. في كل رسالة تنبيه روابط لتغيير البحث أو عدد مرات الإرسال، أو إيقافه مؤقتًا، أو إلغاء الاشتراك.',
        'يعمل الرابط لمدة 7 أيام. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن نراسلك مرة أخرى.',
        `إلغاء الاشتراك: ${links.unsubscribeUrl}`,
      ].join('\n\n'),
    );
    expect(email.html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
    expect(hrefs(email.html!)).toEqual([`${site}/ar`, `${site}/api/subscriptions/confirm?token=abc`, links.unsubscribeUrl]);
    expect(email.html).toContain('>وظائف الخليج</a>');
    expect(email.html).toContain('>أكّد اشتراكي</a></td>');
    expect(email.html).toContain(
      'تصلك هذه الرسالة لأن أحدًا طلب من وظائف الخليج إرسال فرص عمل إلى هذا العنوان. لن يصلك شيء آخر ما لم تؤكد.',
    );
  });

  it('is laid out like the digests in English too', () => {
    const email = subscriptionConfirmEmail({
      subscription: { kind: 'newsletter' },
      confirmUrl: `${site}/api/subscriptions/confirm?token=abc`,
      unsubscribeUrl: `${site}/api/subscriptions/unsubscribe?id=1&token=x`,
      validDays: 7,
    });
    expect(email.subject).toBe('Confirm your Gulf Jobs subscription');
    expect(email.html).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
    expect(email.html).toContain('>Please confirm that you want the weekly newsletter from Gulf Jobs:</p>');
  });
});

describe('an alert search in words', () => {
  const searches: AlertFilters[] = [
    {},
    { q: 'icu nurse', category: 'healthcare-medical', country: 'qatar', remote: true },
    { city: 'dubai' },
    { country: 'remote' },
    {
      topic: 'healthcare',
      min_salary: 8000,
      type: 'full-time',
      visa: 'provided',
      nationality: 'open',
      package: ['housing', 'flights', 'medical'],
    },
    { category: 'engineering', package: ['transport'] },
    { q: 'nurse', country: 'uae', verified: true },
  ];

  it.each(searches)('the word tables give the English describer’s own words for %j', (filters) => {
    expect(describeAlertFiltersWith(filters, alertWordsFor('en'))).toBe(describeAlertFilters(filters));
  });

  it('the word table survives the trip to an Arabic page (JSON in data-words) unchanged', () => {
    const words = JSON.parse(JSON.stringify(alertWordsFor('ar'))) as ReturnType<typeof alertWordsFor>;
    for (const filters of searches) expect(describeAlertFiltersWith(filters, words)).toBe(describeAlertFiltersIn(filters, 'ar'));
  });

  it.each([
    [{}, 'وظائف جديدة في الخليج'],
    [
      { q: 'ممرض', category: 'healthcare-medical', country: 'qatar', remote: true },
      'وظائف الرعاية الصحية والطب تطابق «ممرض» في قطر، عن بُعد فقط',
    ],
    [{ city: 'riyadh', min_salary: 12000 }, 'وظائف جديدة في الرياض، السعودية براتب 12,000 AED أو أكثر شهريًا'],
    [{ country: 'oman', package: ['housing', 'flights', 'medical'] }, 'وظائف جديدة في عُمان، مع سكن وتذاكر سفر وتأمين طبي'],
    [{ topic: 'teaching', type: 'part-time', visa: 'provided' }, 'وظائف التدريس في الخليج، دوام جزئي، مع تأشيرة عمل'],
  ] as [AlertFilters, string][])('in Arabic: %j → %s', (filters, words) => {
    expect(describeAlertFiltersIn(filters, 'ar')).toBe(words);
  });
});
