// Gulf time is Dubai time: UTC+4 all year (no daylight saving). Posting dates, expiry, the
// analytics days and every date an admin reads are Gulf dates.

/** The IANA zone of Gulf time, for Intl formatters. */
export const gulfTimeZone = 'Asia/Dubai';
/** The offset of Gulf time, as written in ISO date-times ('2025-03-15T09:00:00+04:00'). */
export const gulfOffset = '+04:00';
const gulfOffsetMs = 4 * 3_600_000;

/** The Gulf calendar date of an instant, YYYY-MM-DD. */
export const gulfDate = (instant: Date | number): string =>
  new Date((typeof instant === 'number' ? instant : instant.getTime()) + gulfOffsetMs).toISOString().slice(0, 10);

/** Today as a Gulf calendar date, YYYY-MM-DD. */
export const gulfToday = (now: Date = new Date()): string => gulfDate(now);

/** The instant a Gulf day (YYYY-MM-DD) starts: midnight in Dubai. */
export const gulfDayStart = (day: string): Date => new Date(`${day}T00:00:00${gulfOffset}`);

/** An instant as a Gulf date for admins: "Mar 15, 2025". */
export const gulfDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: gulfTimeZone });
/** An instant as a Gulf date and time for admins: "Mar 15, 2025, 9:00 AM". */
export const gulfDateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: gulfTimeZone });
/** An instant as a Gulf date written out for readers: "1 June 2025" (articles, the salary guide). */
export const gulfLongDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: gulfTimeZone,
});

const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date ('YYYY-MM-DD…') as people write it: "24 Nov 2026" (a table, so every runtime's ICU gives the same). */
export function dayMonthYear(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? shortMonths[Number(match[2]) - 1] : undefined;
  if (!match || !month || Number(match[3]) < 1 || Number(match[3]) > 31) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
}
