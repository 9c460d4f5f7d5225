// Company pages (/companies/{slug}), the list's search, the employer's profile form and its logo.

import type { PluralForms } from '../format';

export const companies = {
  page: {
    /** {company}: the company's name. */
    title: '{company}: jobs and company profile',
    description: 'Open jobs at {company} in the Gulf, reviewed by a person, and what the company does.',
    about: 'About the company',
    website: 'Website',
    size: 'Size',
    industry: 'Industry',
    /** {size}: a choice of sizes below. */
    employees: '{size} employees',
    jobsHeading: 'Open jobs',
    noJobs: 'No open jobs right now. Set up an alert to hear of the next one.',
    logoAlt: '{company} logo',
  },
  sizes: {
    '1-10': '1–10',
    '11-50': '11–50',
    '51-200': '51–200',
    '201-1000': '201–1,000',
    '1001-5000': '1,001–5,000',
    '5001+': 'More than 5,000',
  },
  list: {
    searchLabel: 'Search companies',
    searchPlaceholder: 'Company name',
    searchButton: 'Search',
    /** {q}: what was searched. */
    noneFound: 'No company with open jobs matches “{q}”.',
    clear: 'Show all companies',
    found: { one: '{count} company matches.', other: '{count} companies match.' } as PluralForms,
  },
  form: {
    title: 'Company profile',
    intro: 'What seekers see on your company page. Changes show there within a minute.',
    noCompany:
      'Your address is not a member of a company yet. Posting a job for a company new to the board makes you its member; for a company already here, ask a colleague who is a member to invite you, or write to us through the contact page.',
    view: 'View the public page',
    name: 'Company name',
    website: 'Website (https://…)',
    size: 'Number of employees',
    sizeNone: 'Not stated',
    industry: 'Industry',
    industryNone: 'Not stated',
    aboutEn: 'About the company (English)',
    aboutAr: 'About the company (Arabic)',
    logo: 'Logo',
    logoHint: 'PNG, JPEG or WebP, at most 1 MB and 4,000 × 4,000 pixels. Shown at 256 pixels at most.',
    kind: 'Who posts the jobs',
    kinds: { employer: 'A direct employer', agency: 'A recruitment agency (posting for clients)' },
    agencyLicence: 'Agency licence number (for example the MoHRE licence in the UAE)',
    currentLogo: 'The current logo',
    removeLogo: 'Remove the logo',
    save: 'Save the profile',
    saved: 'The profile was saved.',
    errors: {
      kindInvalid: 'Choose a direct employer or a recruitment agency.',
      licenceTooLong: 'Shorten the licence number to 100 characters.',
      nameRequired: 'Enter the company name.',
      nameTooLong: 'Shorten the company name to 200 characters.',
      websiteInvalid: 'Enter the website as an address starting with https://, such as https://example.com.',
      industryInvalid: 'Choose an industry from the list.',
      tooLong: 'Shorten this text to 5,000 characters.',
      badForm: 'The form could not be read. Send it again from the profile page.',
      nul: 'Remove the invisible NUL characters from the text.',
    },
    logoErrors: {
      tooLarge: 'The logo is larger than 1 MB. Save it smaller (a few hundred pixels wide is enough) and upload it again.',
      notImage: 'The file is not a PNG, JPEG or WebP image, whatever its name says. Upload the logo as one of those.',
      svg: 'SVG logos are not accepted: they can carry scripts. Upload the logo as PNG, JPEG or WebP.',
      tooManyPixels: 'The logo is {width} × {height} pixels; at most 4,000 × 4,000 are accepted. Resize it and upload it again.',
      unreadable: 'The image could not be read: it may be damaged. Export it again as PNG, JPEG or WebP.',
    },
  },
};
