// The /interview-coaching page's copy as data. The figures are the
// coaching service's own; testimonials use first names and an initial only.

export const coachingStats = [
  { number: '500+', label: 'Successful placements', detail: 'Clients placed in Gulf roles after coaching' },
  { number: '75%', label: 'Success-rate increase', detail: 'More interviews turned into offers by our clients' },
  { number: '48hrs', label: 'Average response', detail: 'From your request to your first session' },
] as const;

export const coachingServices = [
  {
    type: '1-on-1',
    title: '1-on-1 Coaching',
    description:
      'A private session with a coach who has hired in the Gulf: a mock interview for your target role, then detailed feedback and a plan.',
    points: ['Mock interview for your target role', 'Feedback on answers and body language', 'A written action plan'],
  },
  {
    type: 'industry-specific',
    title: 'Industry-Specific Preparation',
    description:
      'Healthcare, education, engineering, technology or finance: the questions, licences and expectations of your sector in the GCC.',
    points: ['Sector questions and case scenarios', 'Licensing and credential talking points', 'Salary and package negotiation'],
  },
  {
    type: 'group',
    title: 'Group Workshops',
    description: 'Small-group practice for panel and behavioural interviews, with peers preparing for the same market.',
    points: ['STAR-method answers in practice', 'Panel interview simulations', 'Peer and coach feedback'],
  },
] as const;

export const coachingBenefits = [
  'Coaches who know how Gulf employers and recruiters interview',
  'Practice for video, phone, panel and face-to-face interviews',
  'Answers that show cultural awareness without clichés',
  'Honest feedback you can act on before the real interview',
  'Help with salary, allowances and contract questions',
  'Sessions at times that suit UAE, Saudi, Qatar, Kuwait and Bahrain time zones',
] as const;

export const coachingTestimonials = [
  {
    name: 'Fatima S.',
    role: 'Staff Nurse, Dubai',
    quote: 'The mock panel felt exactly like my real interview. I knew what to say about my licensing and got the offer.',
  },
  {
    name: 'Rahul M.',
    role: 'Software Engineer, Riyadh',
    quote: 'My coach rewrote how I talk about my projects. Two interviews later I had a better package than I hoped for.',
  },
  {
    name: 'Grace O.',
    role: 'Primary Teacher, Doha',
    quote: 'The group workshop gave me confidence with behavioural questions. Worth every minute.',
  },
] as const;

export const freeResources = [
  {
    href: '/interview-preparation-guide-middle-east',
    title: 'Interview Preparation Guide',
    description: 'How interviews work in the Middle East, step by step, with an FAQ.',
  },
  {
    href: '/uae-job-interview-questions-answers',
    title: 'UAE Interview Questions & Answers',
    description: 'Common questions by category, industry questions and red flags.',
  },
  {
    href: '/virtual-interview-tips-uae',
    title: 'Virtual Interview Tips',
    description: 'Zoom, Teams and Meet set-up, and a 10-point checklist.',
  },
  {
    href: '/job-interview-dress-code-middle-east',
    title: 'Interview Dress Code',
    description: 'What to wear for interviews in each Gulf country.',
  },
] as const;
