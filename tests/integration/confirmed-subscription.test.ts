import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { confirmHandler, type FormDeps } from '~/server/forms/handlers';
import { manageToken } from '~/server/subscriptions/links';
import { confirmedSubscription } from '~/server/subscriptions/manage';
import { subscribe, type SubscribeInput } from '~/server/subscriptions/subscriptions';

// What the confirmation page names, read through the manage link the confirmation link issued.

let t: TestDatabase;
let deps: FormDeps;
const site = 'http://localhost:4321';
const secret = 'confirmed-test-secret-0123456789-abcdefghij';

beforeAll(async () => {
  t = await freshDatabase();
  deps = { db: t.db, siteUrl: site, secret, inbox: 'team@gulfjobs.example' };
});
afterAll(async () => {
  await t.drop();
});

/** Signs up and opens the confirmation link from the outbox: the id and token the confirmed page gets. */
async function signUpAndConfirm(input: SubscribeInput): Promise<{ id: string; token: string }> {
  await subscribe(t.db, input, { siteUrl: site, secret });
  const mail = await t.db
    .selectFrom('email_outbox')
    .select('text_body')
    .where('to_address', '=', input.email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const confirmUrl = mail.text_body.match(/http\S+\/api\/subscriptions\/confirm\?\S+/)![0];
  const location = new URL((await confirmHandler(new Request(confirmUrl), deps)).headers.get('location')!, site);
  return { id: location.searchParams.get('id')!, token: location.searchParams.get('token')! };
}

describe('confirmedSubscription', () => {
  it('names a job alert with every filter, as typed, and how often it writes, in both languages', async () => {
    const link = await signUpAndConfirm({
      email: 'nurse@example.com',
      kind: 'job_alert',
      source: 'test',
      filters: { q: 'ممرضة', city: 'dubai', min_salary: 10000, visa: 'provided' },
      frequency: 'daily',
    });
    expect(await confirmedSubscription(t.db, link, secret, 'en')).toEqual({
      kind: 'job_alert',
      description: 'New jobs matching “ممرضة” in Dubai, UAE paying AED 10,000+ a month, visa provided',
      frequency: 'daily',
    });
    expect(await confirmedSubscription(t.db, link, secret, 'ar')).toEqual({
      kind: 'job_alert',
      description: 'وظائف جديدة تطابق «ممرضة» في دبي، الإمارات براتب 10,000 AED أو أكثر شهريًا، مع تأشيرة عمل',
      frequency: 'daily',
    });
  });

  it('names the newsletter', async () => {
    const link = await signUpAndConfirm({ email: 'reader@example.com', kind: 'newsletter', source: 'test' });
    expect(await confirmedSubscription(t.db, link, secret)).toEqual({
      kind: 'newsletter',
      description: 'the weekly newsletter',
      frequency: 'weekly',
    });
  });

  it('names nothing for a forged, foreign or unknown link', async () => {
    const link = await signUpAndConfirm({ email: 'other@example.com', kind: 'job_alert', source: 'test', filters: { country: 'qatar' } });
    expect(
      await confirmedSubscription(t.db, { ...link, token: manageToken(link.id, 'another-secret-0123456789-abcdefghij') }, secret),
    ).toBe(undefined);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await confirmedSubscription(t.db, { id: unknown, token: manageToken(unknown, secret) }, secret)).toBe(undefined);
  });
});
