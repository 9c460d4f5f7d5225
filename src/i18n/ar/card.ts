import type { CardTexts } from '../en/card';

export const card: CardTexts = {
  remote: 'عن بُعد',
  newBadge: 'جديدة',
  quickView: 'نظرة سريعة',
  save: 'احفظ الوظيفة',
  saved: 'محفوظة',
  badgesLabel: 'بحسب صاحب العمل',
  badges: {
    visa: 'التأشيرة مقدَّمة',
    nationality: 'مفتوحة لجميع الجنسيات',
    housing: 'سكن',
    flights: 'تذاكر سفر',
    licence: 'ترخيص {authority}',
    experienceYears: {
      one: 'خبرة سنة على الأقل',
      two: 'خبرة سنتين على الأقل',
      few: 'خبرة {count} سنوات على الأقل',
      many: 'خبرة {count} سنة على الأقل',
      other: 'خبرة {count} سنة على الأقل',
    },
    levels: { entry: 'مستوى مبتدئ', mid: 'مستوى متوسط', senior: 'مستوى متقدم', lead: 'مستوى قيادي' },
  },
  posted: {
    today: 'اليوم',
    yesterday: 'أمس',
    daysAgo: {
      one: 'منذ يوم',
      two: 'منذ يومين',
      few: 'منذ {count} أيام',
      many: 'منذ {count} يومًا',
      other: 'منذ {count} يوم',
    },
  },
  salary: {
    money: '{figures} {currency}',
    // Left-to-right isolate (U+2066 … U+2069): a right-to-left line would show 8,000–12,000 as 12,000–8,000.
    range: '\u2066{min}–{max}\u2069',
    upTo: 'حتى {amount}',
    from: 'من {amount}',
    perPeriod: '{money} {period}',
    periods: { hour: 'في الساعة', day: 'يوميًا', week: 'أسبوعيًا', month: 'شهريًا', year: 'سنويًا' },
    withMonthly: '{main} (نحو {monthly} شهريًا)',
  },
  categories: {
    'healthcare-medical': 'الرعاية الصحية والطب',
    'education-teaching': 'التعليم والتدريس',
    'it-technology': 'تقنية المعلومات',
    engineering: 'الهندسة',
    'finance-accounting': 'المالية والمحاسبة',
    'sales-marketing': 'المبيعات والتسويق',
    'hospitality-tourism': 'الضيافة والسياحة',
    construction: 'البناء والتشييد',
  },
};
