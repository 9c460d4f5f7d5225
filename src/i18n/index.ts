// Languages, their catalogues and formats. In an .astro file:
//   const locale = localeOf(Astro.url); const t = messagesFor(locale);
export * from './locales';
export * from './format';
export { messagesFor, type Messages } from './messages';
