/** The look of a rendered job description (its p, ul, ol, li and h3), on the job page and in Quick view. */
export const descriptionClass =
  'space-y-3 [&_h3]:pt-2 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6';
