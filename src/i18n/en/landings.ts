import type { card } from './card';

type CategorySlug = keyof typeof card.categories;

/** A landing page's FAQ entry. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** A category landing page's words in one language. */
export interface LandingWords {
  heading: string;
  intro: string;
  title: string;
  description: string;
  faq: FaqItem[];
}

/** The industries with a landing page of their own (/healthcare-jobs …). */
export type LandingCategory = Extract<CategorySlug, 'healthcare-medical' | 'it-technology' | 'education-teaching' | 'engineering'>;

/** The category landing pages' words (src/lib/pages/category-landings.ts gives each its path): heading, intro and FAQ. */
export const landings: Record<LandingCategory, LandingWords> = {
  'healthcare-medical': {
    heading: 'Healthcare Jobs in the Gulf',
    intro:
      'Nursing, medical, allied-health and pharmacy roles in hospitals and clinics across the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman.',
    title: 'Healthcare Jobs in the Gulf',
    description: 'Nurse, doctor, pharmacist and allied-health jobs in the Gulf, reviewed and current.',
    faq: [
      {
        question: 'Which licence do I need to work as a nurse or doctor in the Gulf?',
        answer:
          'Each country, and in the UAE each emirate, has its own regulator: DHA for Dubai, DOH for Abu Dhabi, MOHAP for the northern emirates, SCFHS in Saudi Arabia, QCHP (DHP) in Qatar, NHRA in Bahrain, OMSB in Oman and the Ministry of Health in Kuwait. Most ask for primary source verification (DataFlow) and a computer-based exam.',
      },
      {
        question: 'Do employers help with licensing and relocation?',
        answer:
          'Most hospital groups pay for the licensing exam and verification once you have an offer, and provide a visa, flights and housing or a housing allowance. Check the listing and ask before you accept.',
      },
      {
        question: 'How much experience do I need?',
        answer:
          'Two to three years of recent post-qualification experience is the usual minimum for nurses and allied-health staff; specialist physicians are typically expected to hold a board certification.',
      },
      {
        question: 'Are healthcare salaries in the Gulf taxed?',
        answer:
          'There is no personal income tax in the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain or Oman, although your home country may still tax you depending on your residency.',
      },
    ],
  },
  'it-technology': {
    heading: 'IT & Technology Jobs in the Gulf',
    intro:
      'Software, cloud, data, cybersecurity and IT support roles with banks, government digital programmes, start-ups and global tech firms in the region.',
    title: 'IT & Technology Jobs in the Gulf',
    description: 'Software, cloud, data and cybersecurity jobs in the Gulf, reviewed and current.',
    faq: [
      {
        question: 'Which tech skills are most in demand in the Gulf?',
        answer:
          'Cloud and DevOps, cybersecurity, data engineering and full-stack development lead, driven by government digital programmes in Saudi Arabia and the UAE and by banks and retailers modernising their systems.',
      },
      {
        question: 'Can I work remotely for a Gulf employer?',
        answer:
          'Some employers hire remotely within the region, especially for engineering and design roles; filter by Remote to see them. Many still ask for occasional office days.',
      },
      {
        question: 'Do I need my degree attested?',
        answer:
          'For a work visa in most Gulf countries your highest degree must be attested in the country that issued it and by that country’s foreign ministry and the embassy. Start early: it can take several weeks.',
      },
    ],
  },
  'education-teaching': {
    heading: 'Teaching & Education Jobs in the Gulf',
    intro:
      'Teacher, tutor, lecturer and school leadership roles in British, American, IB and national-curriculum schools and universities.',
    title: 'Teaching Jobs in the Gulf',
    description: 'Teaching and education jobs in Gulf schools and universities, reviewed and current.',
    faq: [
      {
        question: 'What qualifications do international schools ask for?',
        answer:
          'A bachelor’s degree plus a teaching qualification (PGCE, QTS, a state licence or equivalent) and usually two years of experience in the curriculum you will teach.',
      },
      {
        question: 'When do schools recruit?',
        answer:
          'Most international schools hire from October to March for a start in August or September, with a smaller round for January starts.',
      },
      {
        question: 'What does a typical package include?',
        answer:
          'A tax-free salary, furnished housing or an allowance, annual flights, medical insurance and often free or reduced tuition for your children.',
      },
    ],
  },
  engineering: {
    heading: 'Engineering Jobs in the Gulf',
    intro: 'Civil, mechanical, electrical, process and renewable-energy engineering roles on some of the largest projects in the world.',
    title: 'Engineering Jobs in the Gulf',
    description: 'Civil, mechanical, electrical and process engineering jobs in the Gulf, reviewed and current.',
    faq: [
      {
        question: 'Do I need to register with an engineering council?',
        answer:
          'Yes in several countries: the Saudi Council of Engineers, the Kuwait Society of Engineers and the UAE’s municipal registrations all ask for your degree and experience to be verified.',
      },
      {
        question: 'Which sectors are hiring engineers?',
        answer:
          'Infrastructure and giga-projects in Saudi Arabia, energy and petrochemicals across the region, utilities and renewables, and building services (MEP) in the UAE and Qatar.',
      },
      {
        question: 'Is chartered status worth it?',
        answer:
          'Chartered or professional-engineer status (CEng, PE) is not always required, but senior and consultancy roles often prefer it and it strengthens salary negotiations.',
      },
    ],
  },
};
