import { describe, expect, it } from 'vitest';
import { adminInvitationEmail } from '~/lib/emails/admin-invitation';
import { coachingRequestEmail } from '~/lib/emails/coaching-request';
import { contactMessageEmail } from '~/lib/emails/contact-message';
import { jobDecisionEmail } from '~/lib/emails/job-decision';
import { jobSubmittedEmail } from '~/lib/emails/job-submitted';
import { subscriptionConfirmEmail, subscriptionTopic, type SubscriptionTopicInput } from '~/lib/emails/subscription-confirm';

// Every e-mail's copy, to the byte: these are the texts the outbox rows carried before the
// builders were taken out of the query functions.

const siteUrl = 'https://gulf.example';

describe('subscriptionTopic', () => {
  it.each<[SubscriptionTopicInput, string]>([
    [{ kind: 'newsletter' }, 'the weekly newsletter'],
    [{ kind: 'event_news' }, 'event news'],
    [{ kind: 'job_alert' }, 'job alerts for new jobs in the Gulf'],
    [{ kind: 'job_alert', filters: { category: 'engineering', country: 'qatar' } }, 'job alerts for Engineering jobs in Qatar'],
    [{ kind: 'job_alert', filters: { category: 'healthcare-medical' } }, 'job alerts for Healthcare & Medical jobs in the Gulf'],
    [{ kind: 'job_alert', filters: { q: 'icu nurse', remote: true } }, 'job alerts for new jobs matching “icu nurse”, remote only'],
    [{ kind: 'job_alert', filters: { country: 'remote' } }, 'job alerts for new jobs, remote only'],
  ])('%j → %s', (input, topic) => expect(subscriptionTopic(input)).toBe(topic));
});

describe('subscriptionConfirmEmail', () => {
  it('links the confirmation and the unsubscribe page, escaped in HTML', () => {
    const email = subscriptionConfirmEmail({
      subscription: { kind: 'job_alert', filters: { category: 'healthcare-medical' } },
      confirmUrl: `${siteUrl}/api/subscriptions/confirm?token=abc`,
      unsubscribeUrl: `${siteUrl}/api/subscriptions/unsubscribe?id=1&token=x`,
      validDays: 7,
    });
    expect(email).toEqual({
      kind: 'subscription.confirm',
      subject: 'Confirm your Gulf Jobs subscription',
      text:
        'Please confirm that you want job alerts for Healthcare & Medical jobs in the Gulf from Gulf Jobs:\n\n' +
        'https://gulf.example/api/subscriptions/confirm?token=abc\n\n' +
        'The link works for 7 days. If you did not ask for this, ignore this e-mail: we will not write to you again.\n\n' +
        'Unsubscribe: https://gulf.example/api/subscriptions/unsubscribe?id=1&token=x',
      html: expect.any(String),
    });
    // The digests' layout: the site name linking home, the confirmation as a button, the footer with the unsubscribe link.
    expect(email.html).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
    expect(email.html).toContain('<title>Confirm your Gulf Jobs subscription</title>');
    expect(email.html).toContain('<a href="https://gulf.example/" style="color:#07614a;text-decoration:none">Gulf Jobs</a>');
    expect(email.html).toContain(
      '<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#0f172a;">Please confirm that you want job alerts for Healthcare &amp; Medical jobs in the Gulf from Gulf Jobs:</p>',
    );
    expect(email.html).toMatch(
      /<td bgcolor="#0b7a5c"[^>]*><a href="https:\/\/gulf\.example\/api\/subscriptions\/confirm\?token=abc" style="display:inline-block;[^"]*">Confirm my subscription<\/a><\/td>/,
    );
    expect(email.html).toContain(
      '<p style="margin:0 0 8px">You get this e-mail because someone asked Gulf Jobs to send this address job openings. Nothing more comes unless you confirm.</p>',
    );
    expect(email.html).toContain(
      '<p style="margin:0"><a href="https://gulf.example/api/subscriptions/unsubscribe?id=1&amp;token=x" style="color:#07614a;text-decoration:underline;">Unsubscribe</a></p>',
    );
    expect(email.html).not.toContain('Manage');
  });
});

describe('subscriptionConfirmEmail for a job alert with a frequency', () => {
  it.each([
    ['daily', 'at most one e-mail a day, in the morning (Gulf time)'],
    ['weekly', 'at most one e-mail a week, on Monday mornings (Gulf time)'],
  ] as const)('%s: says how often it writes, in both parts', (frequency, often) => {
    const email = subscriptionConfirmEmail({
      subscription: { kind: 'job_alert', filters: { category: 'engineering', country: 'qatar' }, frequency },
      confirmUrl: `${siteUrl}/api/subscriptions/confirm?token=abc`,
      unsubscribeUrl: `${siteUrl}/api/subscriptions/unsubscribe?id=1&token=x`,
      validDays: 7,
    });
    const line = `Once you confirm, you get ${often}, and only when new jobs match this search. Every alert e-mail has links to change the search or how often, pause it, or unsubscribe.`;
    expect(email.text).toBe(
      'Please confirm that you want job alerts for Engineering jobs in Qatar from Gulf Jobs:\n\n' +
        'https://gulf.example/api/subscriptions/confirm?token=abc\n\n' +
        `${line}\n\n` +
        'The link works for 7 days. If you did not ask for this, ignore this e-mail: we will not write to you again.\n\n' +
        'Unsubscribe: https://gulf.example/api/subscriptions/unsubscribe?id=1&token=x',
    );
    expect(email.html).toContain(
      `Confirm my subscription</a></td></tr></table><p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#0f172a;">${line}</p>`,
    );
  });

  it('the newsletter says nothing about a frequency', () =>
    expect(
      subscriptionConfirmEmail({
        subscription: { kind: 'newsletter', frequency: 'daily' },
        confirmUrl: 'u',
        unsubscribeUrl: 'v',
        validDays: 7,
      }).text,
    ).not.toContain('Once you confirm'));
});

describe('jobSubmittedEmail', () => {
  it.each([
    ['engineering', 'Acme posted "Site Engineer" (Doha, Qatar) in Engineering.'],
    [null, 'Acme posted "Site Engineer" (Doha, Qatar).'],
  ])('category %s', (category, firstLine) => {
    expect(jobSubmittedEmail({ jobTitle: 'Site Engineer', companyName: 'Acme', location: 'Doha, Qatar', category, siteUrl })).toEqual({
      kind: 'job.submitted',
      subject: 'New job to review: Site Engineer at Acme',
      text: `${firstLine}\n\nReview it: https://gulf.example/admin/review-jobs\n\nGulf Jobs moderation`,
    });
  });
});

describe('jobDecisionEmail', () => {
  const job = { jobTitle: 'ICU Nurse', companyName: 'Gulf Care', slug: 'icu-nurse-gulf-care', siteUrl };
  it('tells the poster the job is live, with its link', () =>
    expect(jobDecisionEmail({ ...job, decision: 'approved' })).toEqual({
      kind: 'job.approved',
      subject: 'Your job is live: ICU Nurse',
      text: 'Good news: "ICU Nurse" at Gulf Care is now live on Gulf Jobs for 30 days:\n\nhttps://gulf.example/jobs/icu-nurse-gulf-care\n\nThe listing page appears within a minute or two.',
    }));
  it('gives the reason of a rejection', () =>
    expect(jobDecisionEmail({ ...job, decision: 'rejected', reason: 'No salary given.' })).toEqual({
      kind: 'job.rejected',
      subject: 'Your job posting was not approved: ICU Nurse',
      text: 'We did not approve "ICU Nurse" at Gulf Care on Gulf Jobs.\n\nReason: No salary given.\n\nYou are welcome to post it again with the changes: https://gulf.example/post-job',
    }));
  it('leaves the reason out when none was given', () =>
    expect(jobDecisionEmail({ ...job, decision: 'rejected' }).text).toBe(
      'We did not approve "ICU Nurse" at Gulf Care on Gulf Jobs.\n\nYou are welcome to post it again with the changes: https://gulf.example/post-job',
    ));
});

describe('adminInvitationEmail', () => {
  it('says who invited and how long the link works', () =>
    expect(adminInvitationEmail({ invitedBy: 'lead@gulf.example', link: `${siteUrl}/auth/accept-invite?token=t0k` })).toEqual({
      kind: 'admin.invited',
      subject: 'You are invited to moderate Gulf Jobs',
      text:
        'lead@gulf.example invited you to become an admin of Gulf Jobs: you will review and publish job postings.\n\n' +
        'Choose your password here (the link works once, for 7 days):\nhttps://gulf.example/auth/accept-invite?token=t0k\n\n' +
        'If you did not expect this e-mail, ignore it: nothing happens without the link.',
    }));
});

describe('coachingRequestEmail', () => {
  const request = {
    firstName: 'Sara',
    lastName: 'Haddad',
    email: 'sara@example.com',
    coachingType: '1-on-1',
    goals: 'Pass the DHA interview.',
  } as const;
  it('lists every detail given, with option labels', () =>
    expect(
      coachingRequestEmail({
        id: 'r-1',
        request: {
          ...request,
          phone: '+971 50 000 0000',
          industry: 'healthcare',
          experience: '3-5',
          preferredTime: 'morning',
          timezone: 'uae',
          challenges: 'Nerves.',
        },
      }),
    ).toEqual({
      kind: 'coaching.request',
      subject: 'Interview Coaching Session Booking Request: Sara Haddad',
      text:
        'A coaching session was requested through Gulf Jobs. Please contact them within 24 hours.\n\n' +
        'Name: Sara Haddad\nEmail: sara@example.com\nPhone: +971 50 000 0000\nCoaching type: 1-on-1 Coaching\nIndustry: Healthcare\n' +
        'Experience: 3-5 years\nPreferred time: Morning (9 AM - 12 PM)\nTime zone: UAE (GMT+4)\n\n' +
        'Goals:\nPass the DHA interview.\n\nChallenges:\nNerves.\n\nReply to: sara@example.com\n\nRequest id: r-1',
    }));
  it('leaves out what was not given', () =>
    expect(coachingRequestEmail({ id: 'r-2', request }).text).toBe(
      'A coaching session was requested through Gulf Jobs. Please contact them within 24 hours.\n\n' +
        'Name: Sara Haddad\nEmail: sara@example.com\nCoaching type: 1-on-1 Coaching\n\n' +
        'Goals:\nPass the DHA interview.\n\nReply to: sara@example.com\n\nRequest id: r-2',
    ));
});

describe('contactMessageEmail', () => {
  it('names the subject by its label', () =>
    expect(
      contactMessageEmail({
        id: 'm-1',
        message: {
          firstName: 'Omar',
          lastName: 'Ali',
          email: 'omar@example.com',
          subject: 'job-seeker',
          message: 'Hello,\nany nursing jobs?',
        },
      }),
    ).toEqual({
      kind: 'contact.notify',
      subject: "Contact Form: I'm looking for a job",
      text:
        'Omar Ali <omar@example.com> wrote through the Gulf Jobs contact form.\n\n' +
        "Subject: I'm looking for a job\n\nHello,\nany nursing jobs?\n\nReply to: omar@example.com\n\nMessage id: m-1",
    }));
});
