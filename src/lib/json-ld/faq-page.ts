import type { FAQPage, WithContext } from 'schema-dts';
import type { FaqItem } from '~/lib/pages/category-landings';

/** schema.org FAQPage for a list of questions and answers. */
export const faqPageJsonLd = (items: readonly FaqItem[]): WithContext<FAQPage> => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});
