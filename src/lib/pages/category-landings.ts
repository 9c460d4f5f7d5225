import type { CategorySlug } from '../categories';

export interface FaqItem {
  question: string;
  answer: string;
}

/** A landing page's words in one language. */
export interface CategoryLandingWords {
  heading: string;
  intro: string;
  title: string;
  description: string;
  faq: FaqItem[];
}

/** The category landing pages: /healthcare-jobs, /tech-jobs, … with their Arabic words beside the English ones. */
export interface CategoryLanding extends CategoryLandingWords {
  path: string;
  category: CategorySlug;
  ar: CategoryLandingWords;
}

/** The landing page in the page's language. */
export const categoryLandingIn = (landing: CategoryLanding, locale: 'en' | 'ar'): CategoryLanding =>
  locale === 'ar' ? { ...landing, ...landing.ar } : landing;

export const categoryLandings: CategoryLanding[] = [
  {
    path: '/healthcare-jobs',
    category: 'healthcare-medical',
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
    ar: {
      heading: 'وظائف الرعاية الصحية في الخليج',
      intro:
        'وظائف التمريض والطب والمهن الصحية المساندة والصيدلة في المستشفيات والعيادات في الإمارات والسعودية وقطر والكويت والبحرين وعُمان.',
      title: 'وظائف الرعاية الصحية في الخليج',
      description: 'وظائف الممرضين والأطباء والصيادلة والمهن الصحية المساندة في الخليج، مُراجَعة وحالية.',
      faq: [
        {
          question: 'ما الترخيص الذي أحتاجه للعمل ممرضًا أو طبيبًا في الخليج؟',
          answer:
            'لكل دولة، ولكل إمارة في الإمارات، جهة ترخيص خاصة بها: هيئة الصحة بدبي (DHA) في دبي، ودائرة الصحة (DOH) في أبوظبي، ووزارة الصحة ووقاية المجتمع (MOHAP) في الإمارات الشمالية، والهيئة السعودية للتخصصات الصحية (SCFHS) في السعودية، وإدارة الكوادر الصحية (QCHP/DHP) في قطر، والهيئة الوطنية لتنظيم المهن والخدمات الصحية (NHRA) في البحرين، والمجلس العُماني للاختصاصات الطبية (OMSB) في عُمان، ووزارة الصحة في الكويت. تطلب معظمها التحقق من المصدر الأساسي (DataFlow) واختبارًا محوسبًا.',
        },
        {
          question: 'هل يساعد أصحاب العمل في الترخيص والانتقال؟',
          answer:
            'تدفع معظم المجموعات الصحية رسوم اختبار الترخيص والتحقق بعد تقديم العرض الوظيفي، وتوفر التأشيرة وتذاكر السفر والسكن أو بدل السكن. راجع الإعلان واسأل قبل القبول.',
        },
        {
          question: 'كم سنة من الخبرة أحتاج؟',
          answer:
            'الحد الأدنى المعتاد للممرضين والمهن الصحية المساندة سنتان إلى ثلاث سنوات من الخبرة الحديثة بعد التأهيل، ويُتوقع عادةً من الأطباء الاستشاريين الحصول على شهادة البورد.',
        },
        {
          question: 'هل تخضع رواتب القطاع الصحي في الخليج للضريبة؟',
          answer:
            'لا توجد ضريبة على الدخل الشخصي في الإمارات والسعودية وقطر والكويت والبحرين وعُمان، لكن قد تفرض دولتك الأم ضريبة عليك بحسب إقامتك.',
        },
      ],
    },
  },
  {
    path: '/tech-jobs',
    category: 'it-technology',
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
    ar: {
      heading: 'وظائف تقنية المعلومات في الخليج',
      intro:
        'وظائف البرمجيات والحوسبة السحابية والبيانات والأمن السيبراني والدعم الفني لدى البنوك وبرامج التحول الرقمي الحكومية والشركات الناشئة وشركات التقنية العالمية في المنطقة.',
      title: 'وظائف تقنية المعلومات في الخليج',
      description: 'وظائف البرمجيات والحوسبة السحابية والبيانات والأمن السيبراني في الخليج، مُراجَعة وحالية.',
      faq: [
        {
          question: 'ما أكثر المهارات التقنية طلبًا في الخليج؟',
          answer:
            'تتصدر الحوسبة السحابية وDevOps والأمن السيبراني وهندسة البيانات وتطوير التطبيقات المتكاملة، بدفع من برامج التحول الرقمي الحكومية في السعودية والإمارات ومن البنوك وشركات التجزئة التي تحدّث أنظمتها.',
        },
        {
          question: 'هل يمكنني العمل عن بُعد لدى صاحب عمل خليجي؟',
          answer:
            'يوظف بعض أصحاب العمل عن بُعد داخل المنطقة، خاصة في وظائف الهندسة والتصميم؛ اختر «عن بُعد» في التصفية لتراها. ولا يزال كثيرون يطلبون الحضور إلى المكتب أيامًا متفرقة.',
        },
        {
          question: 'هل أحتاج إلى تصديق شهادتي الجامعية؟',
          answer:
            'للحصول على تأشيرة عمل في معظم دول الخليج يجب تصديق أعلى شهادة لديك في الدولة التي أصدرتها ومن وزارة خارجيتها والسفارة. ابدأ مبكرًا: قد يستغرق ذلك عدة أسابيع.',
        },
      ],
    },
  },
  {
    path: '/education-jobs',
    category: 'education-teaching',
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
    ar: {
      heading: 'وظائف التدريس والتعليم في الخليج',
      intro:
        'وظائف المعلمين والمدرسين الخصوصيين والمحاضرين وقيادات المدارس في المدارس البريطانية والأمريكية والدولية (IB) والوطنية والجامعات.',
      title: 'وظائف التدريس في الخليج',
      description: 'وظائف التدريس والتعليم في مدارس الخليج وجامعاته، مُراجَعة وحالية.',
      faq: [
        {
          question: 'ما المؤهلات التي تطلبها المدارس الدولية؟',
          answer: 'درجة البكالوريوس مع مؤهل تربوي (PGCE أو QTS أو رخصة تدريس أو ما يعادلها)، وعادةً سنتان من الخبرة في المنهج الذي ستدرّسه.',
        },
        {
          question: 'متى توظف المدارس؟',
          answer: 'توظف معظم المدارس الدولية من أكتوبر إلى مارس للبدء في أغسطس أو سبتمبر، مع جولة أصغر للبدء في يناير.',
        },
        {
          question: 'ماذا تشمل الباقة المعتادة؟',
          answer: 'راتبًا معفى من الضرائب، وسكنًا مفروشًا أو بدل سكن، وتذاكر سفر سنوية، وتأمينًا طبيًا، وغالبًا تعليمًا مجانيًا أو مخفّضًا لأطفالك.',
        },
      ],
    },
  },
  {
    path: '/engineering-jobs',
    category: 'engineering',
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
    ar: {
      heading: 'وظائف الهندسة في الخليج',
      intro: 'وظائف الهندسة المدنية والميكانيكية والكهربائية وهندسة العمليات والطاقة المتجددة في بعض أكبر المشاريع في العالم.',
      title: 'وظائف الهندسة في الخليج',
      description: 'وظائف الهندسة المدنية والميكانيكية والكهربائية وهندسة العمليات في الخليج، مُراجَعة وحالية.',
      faq: [
        {
          question: 'هل أحتاج إلى التسجيل في هيئة للمهندسين؟',
          answer:
            'نعم في عدة دول: تطلب الهيئة السعودية للمهندسين وجمعية المهندسين الكويتية وتسجيلات البلديات في الإمارات التحقق من شهادتك وخبرتك.',
        },
        {
          question: 'ما القطاعات التي توظف المهندسين؟',
          answer:
            'البنية التحتية والمشاريع الكبرى في السعودية، والطاقة والبتروكيماويات في أنحاء المنطقة، والمرافق والطاقة المتجددة، وخدمات المباني (MEP) في الإمارات وقطر.',
        },
        {
          question: 'هل تستحق صفة المهندس المعتمد العناء؟',
          answer:
            'لا تُشترط صفة المهندس المعتمد أو المهندس المحترف (CEng أو PE) دائمًا، لكن الوظائف القيادية والاستشارية تفضّلها غالبًا، وهي تقوّي موقفك في التفاوض على الراتب.',
        },
      ],
    },
  },
];
