import type { signup as english } from '../en/signup';

export const signup: typeof english = {
  required: 'يرجى إدخال بريدك الإلكتروني.',
  invalid: 'يرجى إدخال بريد إلكتروني صحيح.',
  city: 'هذه المدينة ليست في الدولة المختارة. اختر مدينة فيها، أو كل المدن.',
  sending: 'جارٍ الاشتراك...',
  confirmSent: 'شكرًا لاشتراكك! افتح بريدك الإلكتروني لتأكيد الاشتراك.',
  alertSaved: 'تنبيهك ({frequency}): {search}.',
  frequencies: { daily: 'يوميًا', weekly: 'أسبوعيًا' },
  failure: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  bannerFailure: 'تعذّر الاشتراك. يرجى المحاولة مرة أخرى.',
  network: 'خطأ في الاتصال بالشبكة. يرجى المحاولة لاحقًا.',
  tooMany: 'محاولات كثيرة جدًا. يرجى الانتظار {wait} قبل المحاولة مرة أخرى.',
  waitMinutes: { one: 'دقيقة واحدة', two: 'دقيقتين', few: '{count} دقائق', many: '{count} دقيقة', other: '{count} دقيقة' },
  waitHours: { one: 'ساعة واحدة', two: 'ساعتين', few: '{count} ساعات', many: '{count} ساعة', other: '{count} ساعة' },
};
