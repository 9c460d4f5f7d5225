/** The look of a rendered job description (its p, ul, ol, li and h3), on the job page and in Quick view. */
export const descriptionClass = 'job-description';
