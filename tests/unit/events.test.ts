import { describe, expect, it } from 'vitest';
import { editionTeaser, eventDateLabel, eventDays, eventJsonLd, eventStatus, eventView, indexOrder, type EventFacts } from '~/lib/events';

const fair2025 = { start: '2025-03-15T09:00:00+04:00', end: '2025-03-16T17:00:00+04:00' };

describe('event status from the dates (decided at build time)', () => {
  it.each([
    ['a month before', '2025-02-15T00:00:00Z', 'upcoming'],
    ['a minute before the doors open in Dubai', '2025-03-15T04:59:00Z', 'upcoming'],
    ['at the opening (09:00 Dubai is 05:00 UTC)', '2025-03-15T05:00:00Z', 'ongoing'],
    ['on the second day', '2025-03-16T10:00:00Z', 'ongoing'],
    ['at the close (17:00 Dubai)', '2025-03-16T13:00:00Z', 'ongoing'],
    ['a minute after the close', '2025-03-16T13:01:00Z', 'completed'],
    ['today (November 2026)', '2026-11-23T12:00:00Z', 'completed'],
  ])('%s → %s', (_name, now, status) => expect(eventStatus(fair2025, new Date(now))).toBe(status));
});

describe('date labels', () => {
  it.each([
    [fair2025, 'March 15–16, 2025', 2],
    [{ start: '2024-03-16T09:00:00+04:00', end: '2024-03-17T17:00:00+04:00' }, 'March 16–17, 2024', 2],
    [{ start: '2025-03-31T09:00:00+04:00', end: '2025-04-01T17:00:00+04:00' }, 'March 31 – April 1, 2025', 2],
    [{ start: '2025-12-31T09:00:00+04:00', end: '2026-01-02T17:00:00+04:00' }, 'December 31, 2025 – January 2, 2026', 3],
    [{ start: '2025-03-15T09:00:00+04:00', end: '2025-03-15T17:00:00+04:00' }, 'March 15, 2025', 1],
    // 01:00 in Dubai is still the previous day in UTC: the Dubai date counts.
    [{ start: '2025-03-15T01:00:00+04:00', end: '2025-03-16T23:00:00+04:00' }, 'March 15–16, 2025', 2],
  ])('%j → %s, %i days', (dates, label, days) => {
    expect(eventDateLabel(dates)).toBe(label);
    expect(eventDays(dates)).toBe(days);
  });
});

describe('the /events index', () => {
  const events = [
    { id: '2024', start: '2024-03-16T09:00:00+04:00', end: '2024-03-17T17:00:00+04:00' },
    { id: '2027', start: '2027-03-13T09:00:00+04:00', end: '2027-03-14T17:00:00+04:00' },
    { id: '2025', ...fair2025 },
    { id: '2026', start: '2026-12-05T09:00:00+04:00', end: '2026-12-06T17:00:00+04:00' },
  ];
  it('lists upcoming events soonest first, then past events most recent first', () => {
    const { upcoming, past } = indexOrder(events, new Date('2026-11-23T12:00:00Z'));
    expect(upcoming.map((e) => e.id)).toEqual(['2026', '2027']);
    expect(past.map((e) => e.id)).toEqual(['2025', '2024']);
  });
});

describe('Event JSON-LD', () => {
  const event: EventFacts = {
    ...fair2025,
    name: 'Dubai Gulf Careers Fair 2025',
    description: 'Two free days of interviews.',
    url: 'https://gulfjobs.example/events/dubai-gulf-careers-fair-2025',
    venue: { name: 'Gulf Careers Exhibition Hall', street: 'Sheikh Zayed Road', city: 'Dubai', region: 'Dubai', country: 'AE' },
    organizer: { name: 'Gulf Jobs', url: 'https://gulfjobs.example' },
    attendanceMode: 'offline',
    scheduleStatus: 'scheduled',
    offer: { price: 0, currency: 'USD', registrationUrl: 'https://gulfjobs.example/events/dubai-gulf-careers-fair-2025' },
  };

  it('describes a free, scheduled, in-person event with its Dubai times and a registration in stock', () => {
    expect(eventJsonLd(event, new Date('2025-01-01T00:00:00Z'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Dubai Gulf Careers Fair 2025',
      description: 'Two free days of interviews.',
      url: 'https://gulfjobs.example/events/dubai-gulf-careers-fair-2025',
      startDate: '2025-03-15T09:00:00+04:00',
      endDate: '2025-03-16T17:00:00+04:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Gulf Careers Exhibition Hall',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Sheikh Zayed Road',
          addressLocality: 'Dubai',
          addressRegion: 'Dubai',
          addressCountry: 'AE',
        },
      },
      organizer: { '@type': 'Organization', name: 'Gulf Jobs', url: 'https://gulfjobs.example' },
      isAccessibleForFree: true,
      offers: {
        '@type': 'Offer',
        price: 0,
        priceCurrency: 'USD',
        url: 'https://gulfjobs.example/events/dubai-gulf-careers-fair-2025',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('no longer offers registration once the event has started', () => {
    const offers = eventJsonLd(event, new Date('2025-03-15T06:00:00Z')).offers as Record<string, unknown>;
    expect(offers.availability).toBeUndefined();
  });
});

describe('what an event page shows in each state', () => {
  const fair = {
    ...fair2025,
    edition: 2025,
    expectedAttendees: '5000+',
    registration: { price: 0, url: '/events/dubai-gulf-careers-fair-2025#register' },
  };

  it('an upcoming event: its dates as the badge, the attendance chips and the registration button', () => {
    expect(eventView(fair, new Date('2025-02-01T00:00:00Z'))).toEqual({
      status: 'upcoming',
      badge: 'March 15–16, 2025',
      chips: ['2 Days Event', '5000+ Expected Attendees', 'Free Registration'],
      register: { label: 'Register for 2025', href: '/events/dubai-gulf-careers-fair-2025#register' },
      closingAction: { label: 'Register for 2025', href: '/events/dubai-gulf-careers-fair-2025#register' },
      headings: { features: 'What to Expect', highlights: 'Event Highlights', agenda: 'Event Agenda' },
      showReasons: true,
    });
  });

  it('an upcoming event without a registration address shows no button to nowhere', () => {
    const view = eventView({ ...fair, registration: { price: 0 } }, new Date('2025-02-01T00:00:00Z'));
    expect(view.register).toBeUndefined();
    expect(view.closingAction).toEqual({ label: 'Browse Jobs', href: '/jobs' });
  });

  it('during the event: "Happening Now", registration closed', () => {
    const view = eventView(fair, new Date('2025-03-15T08:00:00Z'));
    expect(view.badge).toBe('Happening Now');
    expect(view.register).toBeUndefined();
    expect(view.chips).toEqual(['2 Days Event']);
  });

  it('a completed event (both fairs, built today): "Event Completed", a recap without registration', () => {
    expect(eventView(fair, new Date('2026-11-23T12:00:00Z'))).toEqual({
      status: 'completed',
      badge: 'Event Completed',
      chips: ['2 Days Event'],
      closingAction: { label: 'Browse Jobs', href: '/jobs' },
      headings: { features: 'What the Fair Offered', highlights: 'Highlights', agenda: 'The Programme' },
      showReasons: false,
    });
  });
});

describe('the teaser of the following edition on an event page', () => {
  const edition2025 = {
    ...fair2025,
    edition: 2025,
    path: '/events/dubai-gulf-careers-fair-2025',
    summary: '200+ employers in Dubai.',
    registration: { price: 0 },
  };
  it.each([
    [
      'before the fair',
      '2025-01-10T00:00:00Z',
      {
        kicker: 'Coming next · Free Registration',
        text: '200+ employers in Dubai.',
        action: { label: 'Register for 2025', href: edition2025.path },
      },
    ],
    [
      'during the fair',
      '2025-03-15T08:00:00Z',
      { kicker: 'Happening Now', text: '200+ employers in Dubai.', action: { label: 'See the 2025 programme', href: edition2025.path } },
    ],
    // The 2024 page built in November 2026: the 2025 fair is past, nothing may advertise it.
    [
      'after the fair',
      '2026-11-23T12:00:00Z',
      { kicker: 'Past edition', action: { label: 'Read the 2025 recap', href: edition2025.path } },
    ],
  ])('%s', (_name, now, expected) => expect(editionTeaser(edition2025, new Date(now))).toEqual(expected));

  it('never calls a past edition next nor offers its registration', () => {
    const teaser = editionTeaser(edition2025, new Date('2026-11-23T12:00:00Z'));
    expect(JSON.stringify(teaser)).not.toMatch(/next|free|register/i);
  });
});
