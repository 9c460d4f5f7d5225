// The contact form's texts: a small module of its own,
// because the form's zod schema (src/lib/forms.ts contactSchema) runs in the browser too and
// reads its messages here, without the whole catalogue.

export const contactForm = {
  honeypot: 'Leave this empty',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  subject: 'Subject',
  selectSubject: 'Select a subject',
  subjects: {
    'interview-coaching': 'Interview Coaching',
    'job-seeker': "I'm looking for a job",
    employer: 'I want to post a job',
    partnership: 'Partnership inquiry',
    support: 'Technical support',
    other: 'Other',
  },
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
  thanksHeading: 'Thank You!',
  success: 'Message sent successfully!',
  again: 'Send another message',
  failure: 'Failed to send message. Please try again.',
  network: 'Network error. Please try later.',
  tooMany: 'Too many attempts. Please wait a moment before trying again.',
  errors: {
    firstName: 'Please enter your first name.',
    lastName: 'Please enter your last name.',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address.',
    subject: 'Please select a subject.',
    message: 'Please enter your message.',
    tooLong: 'Please keep this under {max} characters.',
  },
};

/** The contact subjects' values, in the order the form lists them. */
export type ContactSubject = keyof typeof contactForm.subjects;
