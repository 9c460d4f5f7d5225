import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { grantModes } from '../helpers/grant-modes';
import { asUserActor, service, visitor, withActor, type Actor } from '~/server/db/context';

// Verified employers: the domain rule (a table of addresses and websites), how a signed-in member
// verifies their company and a website change takes it back, an admin's verification with a
// note, and who can write the verified columns (both grant modes).

const admin = asUserActor({ sub: randomUUID(), email: 'admin@example.com', role: 'authenticated', app_metadata: { role: 'admin' } });
const member = asUserActor({ sub: randomUUID(), email: 'hr@acme.ae', role: 'authenticated', app_metadata: { role: 'employer' } });
const stranger = asUserActor({ sub: randomUUID(), email: 'other@rival.ae', role: 'authenticated', app_metadata: { role: 'employer' } });

describe.each(grantModes)('company verification with %s grants', (grants) => {
  let t: TestDatabase;
  const asService = <T>(work: Parameters<typeof withActor<T>>[2]) => withActor(t.db, service, work);

  beforeAll(async () => {
    t = await freshDatabase(grants);
  });
  afterAll(() => t.drop());

  /** A company with one approved job and its poster as member; its id. */
  const companyOf = async (name: string, poster: string, website: string | null) => {
    const job = await asService(async (trx) => {
      const { rows } = await sql<{ id: string; company_id: string }>`
        insert into public.jobs (company_name, job_title, job_description, location, contact_email, status)
        values (${name}, 'Accountant', 'Keeps the books.', 'Dubai, UAE', 'jobs@example.ae', 'pending')
        returning id, company_id`.execute(trx);
      // Posted, so the poster joins the company it brought into being; then approved.
      await sql`insert into public.job_posters (job_id, email) values (${rows[0]!.id}, ${poster})`.execute(trx);
      await sql`update public.jobs set status = 'approved' where id = ${rows[0]!.id}`.execute(trx);
      await sql`update public.companies set website = ${website} where id = ${rows[0]!.company_id}`.execute(trx);
      return rows[0]!;
    });
    return job.company_id;
  };
  /** What the sign-in does when a link or code is used. */
  const signIn = (email: string) =>
    asService(async (trx) => {
      const { rows } = await sql<{ id: string }>`
        insert into public.employer_sign_in_links (email, token_hash, code_hash)
        values (${email}, ${randomUUID().replaceAll('-', '').padEnd(64, '0')}, ${'0'.repeat(64)}) returning id`.execute(trx);
      await sql`update public.employer_sign_in_links set used_at = now() where id = ${rows[0]!.id}`.execute(trx);
    });
  const status = (id: string) =>
    asService((trx) =>
      sql<{ via: string | null; by: string | null; note: string | null }>`
        select verified_via as via, verified_by as by, verified_note as note from public.companies where id = ${id}`
        .execute(trx)
        .then((r) => r.rows[0]),
    );

  it.each([
    ['hr@acme.ae', 'https://acme.ae', true],
    ['hr@acme.ae', 'https://www.acme.ae/careers', true],
    ['HR@ACME.AE', 'HTTPS://WWW.Acme.AE', true],
    ['hr@hr.acme.ae', 'https://acme.ae', true],
    ['hr@acme.ae', 'https://jobs.acme.ae', true],
    ['hr@acme.ae', 'https://acme.ae:8443/', true],
    ['hr@acme.ae', 'https://acme.ae.', true],
    ['hr@acme.ae', 'https://acme.ae.evil.com', false],
    ['hr@acme.ae.evil.com', 'https://acme.ae', false],
    ['hr@notacme.ae', 'https://acme.ae', false],
    ['hr@acme.ae', 'https://acme.ae@evil.com/', false],
    ['hr@acme.com', 'https://acme.ae', false],
    ['acme.hr@gmail.com', 'https://gmail.com', false],
    ['someone@mail.yahoo.com', 'https://yahoo.com', false],
    ['boss@outlook.com', 'https://outlook.com/acme', false],
    ['owner@emirates.net.ae', 'https://emirates.net.ae', false],
    ['hr@ae', 'https://ae', false],
    ['hr@acme.ae', null, false],
    ['hr@شركة.امارات', 'https://www.شركة.امارات', true],
    // Internationalised names compare in their lower-case ASCII (Punycode) form, as mail servers write them.
    ['hr@xn--ogbpi5d.xn--mgbaam7a8h', 'https://www.شركة.امارات', true],
    ['hr@شركة.امارات', 'https://XN--OGBPI5D.xn--mgbaam7a8h/careers', true],
    ['hr@jobs.bücher.de', 'https://www.xn--bcher-kva.de', true],
    ['hr@Bücher.de', 'https://bücher.de', true],
    ['hr@bücher.de。', 'https://bücher．de', true],
    ['hr@xn--bcher-kva.de.evil.com', 'https://bücher.de', false],
    ['hr@notbücher.de', 'https://bücher.de', false],
    ['hr@bücher.de', 'https://bucher.de', false],
    // A Cyrillic "а" looks like the Latin one but is another domain (xn--cme-5cd.ae).
    ['hr@аcme.ae', 'https://acme.ae', false],
    ['hr@acme.ae', 'https://аcme.ae', false],
  ] as const)('%s on %s: %s', async (email, website, expected) => {
    const { rows } = await asService((trx) =>
      sql<{ ok: boolean }>`select public.email_matches_website(${email}, ${website}) as ok`.execute(trx),
    );
    expect(rows[0]!.ok).toBe(expected);
  });

  it('reads a website host as the WHATWG URL parser does (lower-case ASCII, Punycode), without "www."', async () => {
    const hosts = [
      'Acme.AE',
      'www.شركة.امارات',
      'hr.Bücher.de',
      'münchen-straße.de',
      'аcme.ae',
      '例え.テスト',
      'xn--bcher-kva.de',
      'ÄÖÜ.com',
    ];
    const { rows } = await asService((trx) =>
      sql<{ host: string | null }>`
        select public.website_host('https://' || h) as host from unnest(${hosts}::text[]) with ordinality as x(h, i) order by i`.execute(
        trx,
      ),
    );
    expect(rows.map((r) => r.host)).toEqual(hosts.map((h) => new URL(`https://${h}/`).hostname.replace(/^www\./, '')));
  });

  it('a member verifies the company by signing in from its domain, and a website elsewhere takes it back', async () => {
    const id = await companyOf('Acme Trading', 'hr@acme.ae', 'https://www.acme.ae');
    // Posting from the address proves nothing: it is typed on a form.
    expect(await status(id)).toEqual({ via: null, by: null, note: null });
    await signIn('hr@acme.ae');
    expect(await status(id)).toEqual({ via: 'domain', by: 'hr@acme.ae', note: null });
    await asService((trx) => sql`update public.companies set website = 'https://acme-trading.com' where id = ${id}`.execute(trx));
    expect(await status(id)).toEqual({ via: null, by: null, note: null });
    await asService((trx) => sql`update public.companies set website = 'https://careers.acme.ae/' where id = ${id}`.execute(trx));
    expect(await status(id)).toEqual({ via: 'domain', by: 'hr@acme.ae', note: null });
    const purges = await asService((trx) => sql<{ tags: string[] }>`select tags from public.cache_purge_requests`.execute(trx));
    expect(purges.rows.flatMap((r) => r.tags)).toEqual(expect.arrayContaining([`company-${id}`, 'jobs']));
  });

  it('a member who signed in before is linked verified; a free-mail member never verifies', async () => {
    await signIn('boss@gulfbuild.qa');
    const id = await companyOf('Gulf Build', 'boss@gulfbuild.qa', 'https://gulfbuild.qa');
    expect(await status(id)).toMatchObject({ via: 'domain', by: 'boss@gulfbuild.qa' });
    const free = await companyOf('Gmail Lookalike', 'gmail.hr@gmail.com', 'https://gmail.com');
    await signIn('gmail.hr@gmail.com');
    expect(await status(free)).toMatchObject({ via: null });
  });

  it('an admin verifies and revokes by hand with a note; a revoked company is not verified again by a sign-in', async () => {
    const id = await companyOf('Desert Farms', 'owner@desertfarms.om', 'https://desertfarms.om');
    const setAs = (actor: Actor, verified: boolean, note: string, company = id) =>
      withActor(t.db, actor, (trx) => sql`select public.set_company_verification(${company}, ${verified}, ${note})`.execute(trx));
    await expect(setAs(visitor, true, 'x')).rejects.toThrow(/permission denied/);
    await expect(setAs(member, true, 'x')).rejects.toThrow(/Only an admin can verify or revoke a company/);
    await expect(setAs(admin, true, '   ')).rejects.toThrow(/Write a note of 1 to 2,000 characters/);
    await expect(setAs(admin, true, 'x'.repeat(2001))).rejects.toThrow(/Write a note of 1 to 2,000 characters/);
    await expect(setAs(admin, true, 'ok', randomUUID())).rejects.toThrow(/No such company/);
    await setAs(admin, true, 'Trade licence checked with the ministry.');
    expect(await status(id)).toEqual({ via: 'admin', by: 'admin@example.com', note: 'Trade licence checked with the ministry.' });
    // A website change leaves an admin's verification as it is.
    await asService((trx) => sql`update public.companies set website = 'https://elsewhere.om' where id = ${id}`.execute(trx));
    expect(await status(id)).toMatchObject({ via: 'admin' });
    await setAs(admin, false, 'The licence number belongs to another firm.');
    await asService((trx) => sql`update public.companies set website = 'https://desertfarms.om' where id = ${id}`.execute(trx));
    await signIn('owner@desertfarms.om');
    expect(await status(id)).toEqual({ via: null, by: 'admin@example.com', note: 'The licence number belongs to another firm.' });
  });

  it('a job carries its badge and agency line, read by visitors from public_jobs, and follows the company', async () => {
    const badgeOf = (title: string) =>
      withActor(t.db, visitor, (trx) =>
        sql<{ company_verified: boolean; agency_name: string | null; agency_licence: string | null; verified_website: string | null }>`
          select company_verified, agency_name, agency_licence, verified_website from public.public_jobs where job_title = ${title}`
          .execute(trx)
          .then((r) => r.rows[0]),
      );
    await signIn('talent@oasisrecruit.ae');
    const agency = await companyOf('Oasis Recruitment', 'talent@oasisrecruit.ae', 'https://oasisrecruit.ae');
    await asService((trx) => sql`update public.jobs set job_title = 'Agency Own Job' where company_id = ${agency}`.execute(trx));
    expect(await badgeOf('Agency Own Job')).toEqual({
      company_verified: true,
      agency_name: null,
      agency_licence: null,
      verified_website: 'https://oasisrecruit.ae',
    });
    await asService((trx) =>
      sql`update public.companies set kind = 'agency', agency_licence = 'MOHRE-1234' where id = ${agency}`.execute(trx),
    );
    expect(await badgeOf('Agency Own Job')).toMatchObject({ agency_name: 'Oasis Recruitment', agency_licence: 'MOHRE-1234' });
    // The agency's recruiter posts for a client: the client's job comes "via" the agency.
    const client = await asService(async (trx) => {
      const { rows } = await sql<{ id: string }>`
        insert into public.jobs (company_name, job_title, job_description, location, contact_email, status)
        values ('Client Hotel', 'Client Chef', 'Cooks.', 'Abu Dhabi, UAE', 'jobs@oasisrecruit.ae', 'approved') returning id`.execute(trx);
      await sql`insert into public.job_posters (job_id, email) values (${rows[0]!.id}, 'talent@oasisrecruit.ae')`.execute(trx);
      return rows[0]!.id;
    });
    expect(await badgeOf('Client Chef')).toEqual({
      company_verified: false,
      agency_name: 'Oasis Recruitment',
      agency_licence: 'MOHRE-1234',
      verified_website: null,
    });
    // A writer cannot set the badge itself.
    await asService((trx) => sql`update public.jobs set company_verified = true where id = ${client}`.execute(trx));
    expect(await badgeOf('Client Chef')).toMatchObject({ company_verified: false });
    // Moving the website away takes the badge off the agency's jobs too.
    await asService((trx) => sql`update public.companies set website = 'https://elsewhere.ae' where id = ${agency}`.execute(trx));
    expect(await badgeOf('Agency Own Job')).toMatchObject({ company_verified: false, verified_website: null });
    const purges = await asService((trx) => sql<{ tags: string[] }>`select tags from public.cache_purge_requests`.execute(trx));
    expect(purges.rows.flatMap((r) => r.tags)).toEqual(expect.arrayContaining([`job-${client}`]));
  });

  it.each([
    ['visitor', visitor, /permission denied/],
    ['employer of another company', stranger, /permission denied/],
    ['member', member, /permission denied/],
    ['admin', admin, /permission denied/],
  ] as const)('%s cannot write the verified columns nor the free-mail list', async (_name, actor, expected) => {
    const id = await asService((trx) =>
      sql<{ id: string }>`select id from public.companies where slug = 'acme-trading'`.execute(trx).then((r) => r.rows[0]!.id),
    );
    for (const set of [`verified_at = now(), verified_via = 'admin'`, `verified_note = 'x'`, `verified_by = 'x'`]) {
      const outcome = await withActor(t.db, actor, (trx) =>
        sql.raw(`update public.companies set ${set} where id = '${id}'`).execute(trx),
      ).catch((error: unknown) => String(error));
      expect(String(outcome)).toMatch(expected);
    }
    await expect(
      withActor(t.db, actor, (trx) => sql`delete from public.free_mail_domains where domain = 'gmail.com'`.execute(trx)),
    ).rejects.toThrow(/permission denied/);
    await expect(
      withActor(t.db, actor, (trx) => sql`select public.refresh_company_domain_verification(${id})`.execute(trx)),
    ).rejects.toThrow(/permission denied/);
    await expect(withActor(t.db, actor, (trx) => sql`update public.company_members set signed_in_at = now()`.execute(trx))).rejects.toThrow(
      /permission denied/,
    );
  });
});
