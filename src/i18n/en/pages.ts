import type { PluralForms } from '../format';

// The legal pages, the companies page and the not-found page. A legal paragraph may hold one
// [link text] in square brackets: the link to the contact form (src/components/pages/LegalPage.astro).
// Titles and descriptions are the registry's (src/lib/pages/registry.ts; a test keeps them equal).

/** A section of a legal text: a heading, its paragraphs, and a list whose items start with a bold lead. */
export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: { lead?: string; text: string }[];
}

export interface LegalText {
  title: string;
  description: string;
  heading: string;
  updated: string;
  intro: string[];
  sections: LegalSection[];
}

const privacy: LegalText = {
  title: 'Privacy Policy',
  description: 'How Gulf Jobs collects, uses and protects your e-mail address and messages.',
  heading: 'Privacy Policy',
  updated: 'Last updated: 22 November 2026.',
  intro: ['Gulf Jobs helps people find jobs in the Gulf. We collect as little personal data as we can, and we never sell it.'],
  sections: [
    {
      heading: 'What we collect',
      items: [
        {
          lead: 'Your e-mail address',
          text: ', when you subscribe to the newsletter, job alerts or event news. We keep the kind of subscription, the category and country you chose, and when you confirmed or unsubscribed.',
        },
        { lead: 'Your message', text: ', when you use the contact form: your name, e-mail address, subject and text.' },
        { lead: 'Job postings', text: ' that employers submit, including the contact e-mail they give for applications.' },
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We send you only what you asked for. Subscriptions are double opt-in: you get one e-mail asking you to confirm, and nothing else until you do. Every e-mail has a link to unsubscribe at once. We read contact messages to answer them.',
        'To stop automated abuse we count form submissions per one-way fingerprint of the network address (never the address itself); the counts expire within a day.',
      ],
    },
    { heading: 'Cookies', paragraphs: ['We set cookies only when an administrator signs in. Visitors get no tracking cookies.'] },
    {
      heading: 'Who can see it',
      paragraphs: [
        "Only our team's administrators. Our database (Supabase), hosting (Netlify) and e-mail provider process data for us under data-processing agreements. When you apply for a job you contact the employer directly; we do not pass your details on.",
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Subscriptions until you unsubscribe; contact messages as long as we need them to answer you, and no longer than 12 months.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can ask us for a copy of your data, to correct it or to delete it: write to us through the [contact form]. You can unsubscribe from any e-mail with one click.',
      ],
    },
  ],
};

const terms: LegalText = {
  title: 'Terms of Use',
  description: 'The terms for using Gulf Jobs as a job seeker or an employer.',
  heading: 'Terms of Use',
  updated: 'Last updated: 22 November 2026.',
  intro: [],
  sections: [
    {
      heading: 'For job seekers',
      paragraphs: [
        'Gulf Jobs lists jobs that employers submit and our team reviews. We check listings for obvious problems, but the employer is responsible for its offer. Never pay anyone to be hired: a genuine employer does not ask for fees, and you should [tell us] about any listing that does.',
        'You apply directly to the employer, by its link or e-mail address. We are not a party to your application or to any employment contract.',
      ],
    },
    {
      heading: 'For employers',
      paragraphs: [
        'Post only real, open positions that you are allowed to fill, with accurate pay and location. Listings are reviewed before they go live, stay up for 30 days, and may be edited or removed if they break these terms or the law of the country where the job is.',
      ],
    },
    {
      heading: 'Content and liability',
      paragraphs: [
        'Articles and salary figures are general guidance, not legal or financial advice, and may change; check with the relevant authority or employer. To the extent the law allows, Gulf Jobs is not liable for losses arising from listings or from using the site.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: ['We may update these terms; the date above shows the latest version. Questions: use the [contact form].'],
    },
  ],
};

export const pages = {
  privacy,
  terms,
  companies: {
    title: 'Companies hiring in the Gulf',
    description: 'Employers with open, reviewed jobs in the Gulf right now.',
    heading: 'Companies hiring in the Gulf',
    employers: {
      one: '{count} employer with open, reviewed jobs right now.',
      other: '{count} employers with open, reviewed jobs right now.',
    } as PluralForms,
  },
  notFound: {
    title: '404 - Page Not Found',
    heading: '404 - Page Not Found',
    message: 'Oops! Page not found',
    link: 'Return to Home',
  },
};
