import type { Messages } from '../en';

// The listing pages' Arabic words. The count line has all six plural forms: "عرض فرصة عمل واحدة",
// "عرض فرصتي عمل", "عرض {n} فرص عمل" (3–10), "عرض {n} فرصة عمل" (11 and more).
export const listings: Messages['listings'] = {
  /** {name} is where the search looks: "في الإمارات", "عن بُعد في الإمارات". */
  named: {
    placeholder: 'ابحث عن وظائف {name} أو شركات...',
    count: {
      zero: 'لا توجد فرص عمل {name}',
      one: 'عرض فرصة عمل واحدة {name}',
      two: 'عرض فرصتي عمل {name}',
      few: 'عرض {n} فرص عمل {name}',
      many: 'عرض {n} فرصة عمل {name}',
      other: 'عرض {n} فرصة عمل {name}',
    },
    emptyTitle: 'لا توجد وظائف {name}',
    emptyText: 'عُد قريبًا لتجد فرص عمل جديدة {name}!',
    loading: 'جارٍ تحميل الوظائف {name}...',
  },
  search: {
    placeholder: 'المسمى الوظيفي أو كلمة مفتاحية أو الشركة',
    count: {
      zero: 'لا توجد فرص عمل',
      one: 'عرض فرصة عمل واحدة',
      two: 'عرض فرصتي عمل',
      few: 'عرض {n} فرص عمل',
      many: 'عرض {n} فرصة عمل',
      other: 'عرض {n} فرصة عمل',
    },
    emptyTitle: 'لم نجد وظائف',
    loading: 'جارٍ تحميل الوظائف...',
  },
  jobs: {
    heading: 'ابحث عن وظائف في الخليج',
    intro: 'نراجع كل إعلان قبل نشره، وتنتهي صلاحيته بعد 30 يومًا.',
    title: 'وظائف في الخليج',
    description: 'ابحث في وظائف مُراجَعة في الإمارات والسعودية وقطر والكويت والبحرين وعُمان حسب الكلمة المفتاحية والدولة والقطاع.',
    emptyText: 'جرّب كلمات أخرى، أو امسح الدولة والفئة.',
  },
  countryPage: {
    crumb: 'وظائف {country}',
    heading: 'وظائف في {place}',
    intro:
      'فرص عمل مُراجَعة في {place} في الرعاية الصحية والتعليم والهندسة وتقنية المعلومات والمالية وغيرها. تنتهي صلاحية كل إعلان بعد 30 يومًا، فما تراه متاح الآن.',
    title: 'وظائف في {place}',
    description: 'وظائف حالية ومُراجَعة في {place}: ابحث بالمسمى الوظيفي أو الشركة أو كلمة مفتاحية.',
  },
  countryPageNames: {
    uae: { place: 'الإمارات', search: 'في الإمارات' },
    'saudi-arabia': { place: 'المملكة العربية السعودية', search: 'في السعودية' },
    qatar: { place: 'قطر', search: 'في قطر' },
    kuwait: { place: 'الكويت', search: 'في الكويت' },
    bahrain: { place: 'البحرين', search: 'في البحرين' },
  },
  topicPages: {
    'remote-jobs-uae': {
      heading: 'وظائف عن بُعد في الإمارات',
      intro: 'اعمل من المنزل لدى أصحاب عمل في الإمارات: وظائف عن بُعد وهجينة في التقنية والتعليم والمالية وغيرها.',
      description: 'وظائف عن بُعد لدى أصحاب عمل في الإمارات، مُراجَعة وحالية.',
      search: 'عن بُعد في الإمارات',
    },
    'healthcare-jobs-uae': {
      heading: 'وظائف الرعاية الصحية في الإمارات',
      intro: 'وظائف التمريض والطب والمهن الصحية المساندة والصيدلة في دبي وأبوظبي والشارقة وسائر الإمارات.',
      description: 'وظائف الممرضين والأطباء والصيادلة والمهن الصحية المساندة في الإمارات.',
      search: 'في الرعاية الصحية بالإمارات',
    },
    'teaching-jobs-uae': {
      heading: 'وظائف التدريس في الإمارات',
      intro: 'وظائف المعلمين والمدرسين الخصوصيين والمحاضرين وقيادات المدارس في مدارس الإمارات وحضاناتها وجامعاتها.',
      description: 'وظائف التدريس والتعليم في مدارس الإمارات وجامعاتها.',
      search: 'في التدريس بالإمارات',
    },
  },
  industry: {
    crumb: '{category}',
    heading: 'وظائف {category} في الخليج',
    intro: 'فرص عمل مُراجَعة في {category} في الإمارات والسعودية وقطر والكويت والبحرين وعُمان.',
    title: 'وظائف {category} في الخليج',
    description: 'وظائف {category} الحالية في الخليج، الأحدث أولًا.',
    emptyText: 'لا توجد وظائف في {category} تطابق هذا البحث الآن. جرّب كلمات أخرى أو امسح عوامل التصفية.',
  },
  countryWord: {
    crumb: '{country}',
    heading: 'وظائف في {place}',
    intro: 'فرص عمل مُراجَعة في {place}، الأحدث أولًا.',
    title: 'وظائف في {place}',
    description: 'وظائف حالية في {place}: الرعاية الصحية والتعليم والهندسة وتقنية المعلومات والمالية وغيرها.',
    emptyText: 'لا توجد وظائف في {country} تطابق هذا البحث الآن. جرّب كلمات أخرى أو امسح عوامل التصفية.',
  },
  /** A country's name in running text ("المملكة العربية السعودية"; the short names are common.countries). */
  countryLongNames: {
    uae: 'الإمارات',
    'saudi-arabia': 'المملكة العربية السعودية',
    qatar: 'قطر',
    kuwait: 'الكويت',
    bahrain: 'البحرين',
    oman: 'عُمان',
  } satisfies Record<keyof Messages['common']['countries'], string>,
  categorySearch: 'في {category}',
};
