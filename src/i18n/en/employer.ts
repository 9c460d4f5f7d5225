/** The employer's side: the receipt e-mail, the sign-in by e-mail and the dashboard of postings. */
export const employer = {
  receipt: {
    /** {title} the job's title. */
    subject: 'We received your job: {title}',
    /** {title}, {company}, {site}. */
    received: 'Thank you: we received "{title}" at {company} on {site}. Our team reviews it, usually within one working day.',
    /** {reference}. */
    reference: 'Your reference: {reference}',
    signIn: 'See its status, and withdraw it when the position is filled, on your postings page:',
    button: 'Open my postings',
    ignore: 'If you did not post this job, ignore this e-mail.',
  },
  signInEmail: {
    /** {site}. */
    subject: 'Your sign-in link for {site}',
    intro: 'Use this link to sign in to your postings. It works once, within one hour:',
    button: 'Sign in to my postings',
    /** {code}. */
    code: 'Or type this code on the sign-in page: {code}',
    ignore: 'If you did not ask to sign in, ignore this e-mail: nobody can sign in without it.',
  },
  invitationEmail: {
    /** {company}, {site}. */
    subject: 'You are invited to manage the jobs of {company} on {site}',
    /** {inviter} who invited, {company}. */
    intro: '{inviter} invited you to see and manage the job postings of {company}. Sign in with this link; it works once, within one hour:',
    button: 'Accept and sign in',
    /** {code}. */
    code: 'Or type this code on the sign-in page: {code}',
    later: 'The link has expired? Ask for a new one on the sign-in page with this address within 7 days.',
    ignore: 'If you do not know this person, ignore this e-mail: nothing changes without it.',
    /** The inviter when an admin invites a company's first member; {site}. */
    siteTeam: 'The {site} team',
  },
  team: {
    /** {company}. */
    heading: 'Colleagues at {company}',
    lead: 'Colleagues see and manage every posting of the company. Invite them by e-mail: they join when they sign in from the invitation.',
    you: 'you',
    invited: 'invited, not signed in yet',
    remove: 'Remove',
    /** {email}. */
    removeLabel: 'Remove {email}',
    email: "Colleague's e-mail",
    invite: 'Send the invitation',
    sent: 'The invitation is on its way. Your colleague joins when they sign in from it.',
    removed: 'The colleague was removed.',
    last: 'The last member of a company cannot be removed: invite a colleague first.',
    notMember: 'You are not a member of this company.',
    self: 'You are already a member of this company: invite a colleague by their own address.',
    alreadyMember: 'This colleague is already a member of the company.',
    failure: 'That did not work. Please try again in a moment.',
    /** {email}. */
    postedBy: 'Posted by {email}',
  },
  signIn: {
    title: 'Sign in to your postings',
    lead: 'No password: we e-mail you a link and a code to sign in with. Use the address you posted your jobs from.',
    email: 'Your e-mail',
    send: 'E-mail me a sign-in link',
    /** {email}. */
    sent: 'If jobs were posted from {email}, a sign-in link and code are on their way. They work once, within one hour.',
    codeLabel: 'Code from the e-mail',
    codeSubmit: 'Sign in',
    linkTitle: 'Sign in to your postings',
    linkLead: 'Press the button to finish signing in.',
    linkSubmit: 'Sign in',
    errors: {
      email: 'Enter your e-mail address, e.g. name@company.com.',
      code: 'Enter the 6-digit code from the e-mail.',
      invalid: 'This sign-in link or code is not valid, was already used or is more than an hour old. Ask for a new one below.',
      admin: 'This address belongs to an admin: sign in with your password instead.',
      failure: 'Signing in failed. Please try again in a moment.',
    },
  },
  dashboard: {
    title: 'Your postings',
    /** {email}. */
    signedInAs: 'Signed in as {email}',
    signOut: 'Sign out',
    empty: 'No jobs were posted from this address yet.',
    postJob: 'Post a job',
    reference: 'Reference',
    status: 'Status',
    statuses: {
      pending: 'Pending review',
      live: 'Live',
      rejected: 'Not approved',
      expired: 'Expired',
      withdrawn: 'Withdrawn',
    },
    /** {reason}. */
    reason: 'Reason: {reason}',
    /** {days}. */
    daysLeft: '{days} days left',
    lastDay: 'Last day',
    view: 'View the job',
    withdraw: 'Withdraw (position filled)',
    withdrawn: 'The job was withdrawn: it is gone from search and its page.',
    withdrawFailed: 'Only your pending or live jobs can be withdrawn; this one was not changed.',
    figures: {
      heading: 'Last 30 days',
      totalHeading: 'All your postings, last 30 days',
      kinds: { views: 'Views', applies: 'Apply clicks', alerts: 'Sent in alerts' },
      /** {kind} a kind above, {total}, {most} the busiest day's count, {day} its date. */
      summary: '{kind} per day, last 30 days: {total} in all, most on {day} ({most}).',
      /** {kind}. */
      none: '{kind} per day, last 30 days: none yet.',
      today: 'Today',
      table: 'Figures per day',
      day: 'Day',
    },
  },
};
