import type { Event, WithContext } from 'schema-dts';
import { gulfOffset } from './gulf-time';

// Event pages: the status from the dates, the date labels and the
// schema.org Event. Plain arguments only; the collection's schema is in src/content.config.ts.

/** A Dubai date-time with its offset, as the content is written: 2025-03-15T09:00:00+04:00. */
export const gulfDateTimePattern = new RegExp(
  String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?` + gulfOffset.replace('+', String.raw`\+`) + '$',
);

/** An agenda slot's time range: 09:00-10:00. */
export const timeRangePattern = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

export type EventStatus = 'upcoming' | 'ongoing' | 'completed';

export interface EventDates {
  start: string;
  end: string;
}

/** Upcoming before the start, ongoing until the end, completed after (decided at build time). */
export function eventStatus({ start, end }: EventDates, now: Date): EventStatus {
  if (now.getTime() < Date.parse(start)) return 'upcoming';
  if (now.getTime() <= Date.parse(end)) return 'ongoing';
  return 'completed';
}

/** The badge of each status. */
export const statusLabels: Record<EventStatus, string> = {
  upcoming: 'Upcoming Event',
  ongoing: 'Happening Now',
  completed: 'Event Completed',
};

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The local (Dubai) calendar date written in the string, without a time-zone library. */
const localDate = (dateTime: string) => {
  const [year, month, day] = dateTime.slice(0, 10).split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/** Calendar days the event spans, counting both ends: 2 for March 15-16. */
export function eventDays({ start, end }: EventDates): number {
  const a = localDate(start);
  const b = localDate(end);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000) + 1;
}

/** "March 16–17, 2024", "March 30 – April 1, 2025", "March 16, 2024". */
export function eventDateLabel({ start, end }: EventDates): string {
  const a = localDate(start);
  const b = localDate(end);
  const from = `${months[a.month - 1]} ${a.day}`;
  if (a.year !== b.year) return `${from}, ${a.year} – ${months[b.month - 1]} ${b.day}, ${b.year}`;
  if (a.month !== b.month) return `${from} – ${months[b.month - 1]} ${b.day}, ${b.year}`;
  if (a.day !== b.day) return `${from}–${b.day}, ${b.year}`;
  return `${from}, ${a.year}`;
}

/** "09:00" from the date-time string (Dubai time, as written). */
export const localTime = (dateTime: string): string => dateTime.slice(11, 16);

/** Orders events for an index: upcoming and ongoing soonest first, then completed most recent first. */
export function indexOrder<T extends EventDates>(events: readonly T[], now: Date): { upcoming: T[]; past: T[] } {
  const upcoming = events.filter((e) => eventStatus(e, now) !== 'completed').sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const past = events.filter((e) => eventStatus(e, now) === 'completed').sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
  return { upcoming, past };
}

export interface EventViewInput extends EventDates {
  edition: number;
  registration?: { price: number; url?: string | undefined } | undefined;
  expectedAttendees?: string | undefined;
}

/** What an event page shows in its state: the template reads this and branches on nothing else. */
export interface EventView {
  status: EventStatus;
  /** "Event Completed", "Happening Now", or the dates of an upcoming event. */
  badge: string;
  /** Chips beside the badge: "2 Days Event", "5000+ Expected Attendees", "Free Registration". */
  chips: string[];
  /** The registration button, only while registration is open. */
  register?: { label: string; href: string };
  /** The closing section's main action: register, or browse jobs once the event is over. */
  closingAction: { label: string; href: string };
  headings: { features: string; highlights: string; agenda: string };
  /** Reasons to attend only make sense before the event. */
  showReasons: boolean;
}

export function eventView(event: EventViewInput, now: Date): EventView {
  const status = eventStatus(event, now);
  const upcoming = status === 'upcoming';
  const before = status !== 'completed';
  const days = eventDays(event);
  const register =
    upcoming && event.registration?.url ? { label: `Register for ${event.edition}`, href: event.registration.url } : undefined;
  return {
    status,
    badge: upcoming ? eventDateLabel(event) : statusLabels[status],
    chips: [
      `${days} ${days === 1 ? 'Day' : 'Days'} Event`,
      ...(upcoming && event.expectedAttendees ? [`${event.expectedAttendees} Expected Attendees`] : []),
      ...(upcoming && event.registration?.price === 0 ? ['Free Registration'] : []),
    ],
    ...(register ? { register } : {}),
    closingAction: register ?? { label: 'Browse Jobs', href: '/jobs' },
    headings: before
      ? { features: 'What to Expect', highlights: 'Event Highlights', agenda: 'Event Agenda' }
      : { features: 'What the Fair Offered', highlights: 'Highlights', agenda: 'The Programme' },
    showReasons: before,
  };
}

export interface EditionTeaserInput extends EventDates {
  edition: number;
  path: string;
  summary: string;
  registration?: { price: number; url?: string | undefined } | undefined;
}

/** The closing teaser of another edition, worded from its dates (never "next" for a past fair). */
export interface EditionTeaser {
  kicker: string;
  /** The edition's own summary while it is ahead; a past fair gets none (it was written to advertise). */
  text?: string;
  action: { label: string; href: string };
}

/** What an event page says about a later edition, as of `now`. */
export function editionTeaser(next: EditionTeaserInput, now: Date): EditionTeaser {
  const status = eventStatus(next, now);
  if (status === 'completed') return { kicker: 'Past edition', action: { label: `Read the ${next.edition} recap`, href: next.path } };
  if (status === 'ongoing')
    return { kicker: statusLabels.ongoing, text: next.summary, action: { label: `See the ${next.edition} programme`, href: next.path } };
  const free = next.registration?.price === 0 ? ' · Free Registration' : '';
  return { kicker: `Coming next${free}`, text: next.summary, action: { label: `Register for ${next.edition}`, href: next.path } };
}

export interface EventFacts extends EventDates {
  name: string;
  description: string;
  url: string;
  image?: string;
  venue: { name: string; street: string; city: string; region?: string; country: string };
  organizer: { name: string; url: string };
  attendanceMode: 'offline' | 'online' | 'mixed';
  scheduleStatus: 'scheduled' | 'cancelled' | 'postponed' | 'rescheduled';
  /** A free registration, priced in USD. */
  offer?: { price: number; currency: string; registrationUrl: string };
}

const attendanceModes = {
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
} as const;

const scheduleStatuses = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
} as const;

/**
 * schema.org Event (Google's event fields). A past event stays EventScheduled: schema.org has no
 * "completed" status, and it is the dates that say it is over. The offer is in stock only while
 * registration is open.
 */
export function eventJsonLd(event: EventFacts, now: Date): WithContext<Event> {
  const open = eventStatus(event, now) === 'upcoming';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    url: event.url,
    startDate: event.start,
    endDate: event.end,
    eventStatus: scheduleStatuses[event.scheduleStatus],
    eventAttendanceMode: attendanceModes[event.attendanceMode],
    ...(event.image ? { image: [event.image] } : {}),
    location: {
      '@type': 'Place',
      name: event.venue.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.venue.street,
        addressLocality: event.venue.city,
        ...(event.venue.region ? { addressRegion: event.venue.region } : {}),
        addressCountry: event.venue.country,
      },
    },
    organizer: { '@type': 'Organization', name: event.organizer.name, url: event.organizer.url },
    ...(event.offer
      ? {
          isAccessibleForFree: event.offer.price === 0,
          offers: {
            '@type': 'Offer',
            price: event.offer.price,
            priceCurrency: event.offer.currency,
            url: event.offer.registrationUrl,
            ...(open ? { availability: 'https://schema.org/InStock' as const } : {}),
          },
        }
      : {}),
  };
}
