// The query kinds of npm run bench:search, also read by the search tests (the same queries must
// find and rank alike however the search is made cheaper).

/** Query kinds: each a list of query strings, used in turn, pages 1-3 unless the query names one. */
export const searchQueries: Record<string, string[]> = {
  keyword: ['q=nurse', 'q=teacher', 'q=engineer', 'q=accountant', 'q=dubai', 'q=python', 'q=sales', 'q=hotel'],
  'keyword+newest': ['q=nurse&sort=newest', 'q=dubai&sort=newest', 'q=engineer&sort=newest', 'q=sales&sort=newest'],
  'multi-word': ['q=icu+nurse', 'q=senior+engineer+dubai', 'q=english+teacher', 'q=sales+manager+riyadh'],
  rare: ['q=kubernetes', 'q=paediatric', 'q=zzzz'],
  // A word that finds nothing, corrected against the board's words (public.correct_query) first.
  typo: [
    'q=nurce',
    'q=enginer',
    'q=acountant+dubai',
    'q=pharmasist',
    `q=${encodeURIComponent('مهندز')}`,
    'q=teachr+riyadh',
    // Ten words to correct: the most correct_query reads.
    'q=nurce+enginer+acountant+pharmasist+teachr+docter+nurze+enginr+acountent+pharmasists',
  ],
  // Nothing found: the nearest searches that find jobs are counted too.
  'empty (suggestions)': ['q=nurse+zzzz&city=dubai', 'q=xylophone&country=qatar&visa=provided', 'q=teacher+qqqq&posted=1'],
  category: ['category=healthcare-medical', 'category=education-teaching', 'category=it-technology', 'category=engineering'],
  country: ['country=uae', 'country=saudi-arabia', 'country=qatar', 'country=kuwait', 'country=bahrain', 'country=oman'],
  city: ['city=dubai', 'city=riyadh', 'city=doha', 'country=uae&city=abu-dhabi', 'city=dammam-khobar'],
  posted: ['posted=1', 'posted=3', 'posted=7', 'posted=30'],
  'filters+keyword': [
    'q=nurse&country=uae&posted=7',
    'q=teacher&city=dubai',
    'q=engineer&remote=true',
    'category=it-technology&city=dubai&posted=3',
  ],
  // The job fact filters, alone, with a keyword and with the other filters.
  facts: ['min_salary=10000', 'type=full-time', 'visa=provided', 'nationality=open', 'package=housing,flights', 'min_salary=30000'],
  'facts+keyword': ['q=nurse&min_salary=15000', 'q=engineer&visa=provided&type=contract', 'q=dubai&package=housing&nationality=open'],
  'facts+filters': [
    'country=uae&min_salary=20000&visa=provided',
    'category=healthcare-medical&type=full-time&package=housing',
    'city=riyadh&nationality=open&posted=7',
    'min_salary=5000&type=full-time&visa=provided&nationality=open&package=housing,flights,medical',
  ],
  'none (newest)': [''],
  // Deep pages: the bench adds no page of its own to a query that has one.
  'deep pages': ['page=500', 'q=engineer&page=400', 'q=dubai&sort=newest&page=60', 'category=engineering&page=300'],
  // Query understanding: a synonym or abbreviation (through the occupation thesaurus) and an
  // Arabic query over English listings (thesaurus and place names).
  synonym: ['q=doctor', 'q=RN', 'q=cook', 'q=maths+teacher', 'q=physician', 'q=programmer', 'q=QS'],
  'arabic over english': [
    `q=${encodeURIComponent('مهندس')}`,
    `q=${encodeURIComponent('طبيب')}`,
    `q=${encodeURIComponent('ممرضة دبي')}`,
    `q=${encodeURIComponent('محاسب')}`,
    `q=${encodeURIComponent('مطور')}`,
    `q=${encodeURIComponent('معلم')}`,
  ],
  // Healthcare licence and experience (job facts read from the text): alone, with a keyword,
  // with a place and together.
  licence: [
    'licence=dha',
    'q=nurse&licence=dha',
    'licence=doh&country=uae',
    'q=doctor&licence=omsb',
    'level=senior',
    'q=nurse&licence=scfhs&level=senior',
  ],
  'ten words': [
    'q=senior+software+engineer+dubai+uae+team+python+cloud+lead+apps',
    'q=nurse+icu+dubai+registered+hospital+team+care+shift+uae+ward',
  ],
};
