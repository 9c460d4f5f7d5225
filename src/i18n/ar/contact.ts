import type { contactForm as english } from '../en/contact';

// The contact form's texts in Arabic (the English module's keys).
export const contactForm: typeof english = {
  honeypot: 'اترك هذا الحقل فارغًا',
  firstName: 'الاسم الأول',
  lastName: 'اسم العائلة',
  email: 'البريد الإلكتروني',
  subject: 'الموضوع',
  selectSubject: 'اختر موضوعًا',
  subjects: {
    'interview-coaching': 'التدريب على المقابلات',
    'job-seeker': 'أبحث عن وظيفة',
    employer: 'أريد الإعلان عن وظيفة',
    partnership: 'استفسار عن شراكة',
    support: 'الدعم الفني',
    other: 'أخرى',
  },
  message: 'الرسالة',
  send: 'أرسل الرسالة',
  sending: 'جارٍ الإرسال...',
  thanksHeading: 'شكرًا لك!',
  success: 'تم إرسال رسالتك بنجاح!',
  again: 'أرسل رسالة أخرى',
  failure: 'تعذّر إرسال الرسالة. يُرجى المحاولة مرة أخرى.',
  network: 'خطأ في الاتصال بالشبكة. يُرجى المحاولة لاحقًا.',
  tooMany: 'محاولات كثيرة. يُرجى الانتظار قليلًا قبل المحاولة مرة أخرى.',
  errors: {
    firstName: 'يُرجى إدخال اسمك الأول.',
    lastName: 'يُرجى إدخال اسم العائلة.',
    emailRequired: 'يُرجى إدخال بريدك الإلكتروني.',
    emailInvalid: 'يُرجى إدخال بريد إلكتروني صحيح.',
    subject: 'يُرجى اختيار موضوع.',
    message: 'يُرجى كتابة رسالتك.',
    tooLong: 'يُرجى ألا يتجاوز النص {max} حرف.',
  },
};
