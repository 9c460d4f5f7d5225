// Reporting a job, the "never pay to apply" line and the safe job search page.

/** Why a visitor reports a job; the keys are the values stored (public.job_reports.reason). */
const reasons = {
  asks_for_money: 'It asks me for money (a fee, a deposit, visa or medical costs)',
  fake: 'The company or the job is fake',
  discriminatory: 'It is discriminatory',
  filled_or_expired: 'It is already filled or expired',
  wrong_information: 'It has wrong information',
  other: 'Something else',
};

export interface SafeCountry {
  name: string;
  /** The official channels, by name. */
  channels: string;
  facts: string[];
}

export const trust = {
  notice: {
    text: 'Employers in the GCC pay recruitment and visa costs. Never pay to apply.',
    report: 'Report a job that asks',
    guide: 'How to spot a fake offer',
  },
  report: {
    summary: 'Report this job',
    legend: 'Why are you reporting this job?',
    reasons,
    noteLabel: 'Details',
    noteHint: 'Required for “Something else”; at most 1,000 characters.',
    submit: 'Send report',
    honeypot: 'Leave this empty',
    privacy: 'No account needed. We keep no copy of your network address.',
    errors: {
      reason: 'Choose why you are reporting this job.',
      noteRequired: 'Say in a few words what is wrong with this job (required for “Something else”).',
      noteTooLong: 'The details are too long: write at most 1,000 characters.',
      unknownJob: 'This job is not on the board (it was removed, has expired or never existed), so it cannot be reported.',
      failure: 'Your report could not be sent right now. Please try again in a few minutes.',
    },
    received: {
      title: 'Thank you for your report',
      description: 'We read every report about a job.',
      heading: 'Thank you, we have your report',
      message:
        'A person on our team reads every report. When three people tell us a job asks for money, we hide it at once until we have checked it.',
      browse: 'Browse jobs',
      guide: 'How to spot a fake offer',
    },
  },
  safeJobSearch: {
    title: 'Safe job search: how to spot a fake job offer in the Gulf',
    description:
      'Employers in the GCC pay recruitment and visa costs. The signs of a fake job offer, how to check one, and the official channels in the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman.',
    heading: 'Safe job search in the Gulf',
    intro: [
      'Fraudsters pose as employers and recruiters and ask candidates to pay for a “visa”, “registration”, “training” or “medical” fee. In every GCC country the employer pays the recruitment, visa and work permit costs, and a licensed agency may not charge you for finding you a job. A real employer never asks you to pay to apply.',
    ],
    signsHeading: 'The signs of a fake offer',
    signs: [
      'You are asked to pay anything: a fee, a deposit, a visa, ticket, medical or training cost.',
      'Contact is only by WhatsApp, a personal phone number or a messenger, never by the company’s own e-mail.',
      'A well-known company writes from a free e-mail address (gmail, yahoo, outlook…).',
      'The salary is far above what the job pays elsewhere, or the offer comes without an interview.',
      'You are pressed to decide today, or asked for your passport, bank details or ID before any offer in writing.',
      'The same text appears under several company names.',
    ],
    checkHeading: 'How to check an offer',
    checks: [
      'Find the company’s own website yourself and call the number it publishes; ask whether the job and the recruiter are real.',
      'Check that the e-mail address ends with the company’s own domain.',
      'Ask for a written offer and check it, and any recruitment agency’s licence, with the country’s labour ministry (below).',
      'Never send money, and never hand over your passport. If you have paid, tell the police and your bank at once.',
    ],
    countriesHeading: 'Where to check, country by country',
    countries: [
      {
        name: 'United Arab Emirates',
        channels: 'Ministry of Human Resources and Emiratisation (MoHRE): website and app, call centre 600 590000',
        facts: [
          'The law forbids employers and recruitment agencies to charge workers recruitment fees; the employer pays the work permit and visa.',
          'MoHRE lists licensed recruitment agencies, and a job offer from a private employer is issued through MoHRE, where you can check it.',
          'Online fraud can be reported to the police, in Dubai through the Dubai Police eCrime service.',
        ],
      },
      {
        name: 'Saudi Arabia',
        channels: 'Ministry of Human Resources and Social Development (HRSD), the Qiwa platform, call centre 19911',
        facts: [
          'The Labour Law makes the employer pay the recruitment, residence permit (iqama) and work permit fees.',
          'A private-sector employment contract is documented on Qiwa, where the worker sees and accepts it.',
        ],
      },
      {
        name: 'Qatar',
        channels: 'Ministry of Labour: its website, app and complaints service; Qatar Visa Centres abroad',
        facts: [
          'The law forbids recruitment agencies to charge workers any fee or cost for recruiting them.',
          'In several countries the work visa’s medical check and fingerprints are done at an official Qatar Visa Centre, not by a recruiter.',
        ],
      },
      {
        name: 'Kuwait',
        channels: 'Public Authority for Manpower (PAM): its website and online services',
        facts: [
          'The private-sector labour law forbids employers to charge workers for recruiting them.',
          'PAM licenses recruitment offices and issues work permits; ask the employer for the permit and check it with PAM.',
        ],
      },
      {
        name: 'Bahrain',
        channels: 'Labour Market Regulatory Authority (LMRA), with its Expat Protection Centre',
        facts: [
          'Recruitment agencies are licensed by the LMRA and may not charge workers recruitment fees.',
          'The LMRA’s website lets you check a work permit, and its Expat Protection Centre helps workers who were misled.',
        ],
      },
      {
        name: 'Oman',
        channels: 'Ministry of Labour: its website and complaints service',
        facts: [
          'The Labour Law forbids charging workers for recruitment; the employer pays for the work permit.',
          'The Ministry of Labour licenses recruitment offices and issues work permits, which you can ask to see.',
        ],
      },
    ] satisfies SafeCountry[],
    reportHeading: 'Seen a job like this on Gulf Jobs?',
    reportText:
      'Use “Report this job” on its page. No account is needed. When three people tell us a job asks for money, we hide it at once until we have checked it.',
    browse: 'Browse jobs',
  },
};
