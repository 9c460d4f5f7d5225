import type { Messages } from '../en';

export const age: Messages['job']['age'] = {
  justNow: 'الآن',
  hours: { one: 'قبل ساعة', two: 'قبل ساعتين', few: 'قبل {count} ساعات', many: 'قبل {count} ساعة', other: 'قبل {count} ساعة' },
  days: { one: 'قبل يوم', two: 'قبل يومين', few: 'قبل {count} أيام', many: 'قبل {count} يومًا', other: 'قبل {count} يوم' },
};
