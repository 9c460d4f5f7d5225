import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { AppliedJob } from '~/lib/applied-jobs';
import { isMyJobsLink, myJobsLinkFragment, myJobsLinkMaxChars, myJobsLinkPrefix, readMyJobsLink } from '~/lib/my-jobs-link';
import { myJobsFileKind } from '~/lib/my-jobs-transfer';
import type { SavedJob } from '~/lib/saved-jobs';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const job = (n: number) => ({
  id: id(n),
  slug: `icu-nurse-${n}`,
  title: `ممرضة عناية مركزة ${n}`,
  company: 'Gulf Care',
  location: 'Dubai, UAE',
  expiresAt: '2026-12-24T00:00:00.000Z',
  salary: 'AED 12,000 a month',
});
const saved = (n: number): SavedJob => ({ ...job(n), savedAt: '2026-11-21T08:00:00.000Z' });
const applied = (n: number): AppliedJob => ({ ...job(n), appliedAt: '2026-11-20T08:00:00.000Z' });
/** A fragment of our prefix around any bytes, deflated as the page does. */
const fragmentOf = (text: string) => `${myJobsLinkPrefix}${deflateRawSync(Buffer.from(text)).toString('base64url')}`;

describe('a link to the saved and applied lists', () => {
  it('carries both lists there and back, in the fragment only', async () => {
    const jobs = { saved: [saved(1), saved(2)], applied: [applied(3)] };
    const made = await myJobsLinkFragment(jobs);
    if (!made.ok) throw new Error(made.problem);
    expect(made.fragment).toMatch(/^#my-lists=[A-Za-z0-9_-]+$/);
    expect(isMyJobsLink(made.fragment)).toBe(true);
    expect(await readMyJobsLink(made.fragment)).toEqual({ ok: true, jobs });
  });

  it('fits both lists full (200 and 200 jobs) in a link', async () => {
    const jobs = {
      saved: Array.from({ length: 200 }, (_, i) => saved(i)),
      applied: Array.from({ length: 200 }, (_, i) => applied(i + 200)),
    };
    const made = await myJobsLinkFragment(jobs);
    if (!made.ok) throw new Error(made.problem);
    expect(made.fragment.length).toBeLessThanOrEqual(myJobsLinkMaxChars);
    expect(await readMyJobsLink(made.fragment)).toEqual({ ok: true, jobs });
  });

  it('says when lists that do not compress cannot fit a link', async () => {
    let seed = 1;
    const next = () => (seed = (seed * 48271) % 0x7fffffff);
    const noise = () => Array.from({ length: 500 }, () => String.fromCharCode(0x4e00 + (next() % 20000))).join('');
    const jobs = { saved: Array.from({ length: 200 }, (_, i) => ({ ...saved(i), title: noise() })), applied: [] };
    expect(await myJobsLinkFragment(jobs)).toEqual({ ok: false, problem: 'linkTooLong' });
  });

  it.each<[string, string, string]>([
    ['cut short on the way', 'cut', 'linkDamaged'],
    ['not base64url', `${myJobsLinkPrefix}abc$%def`, 'linkDamaged'],
    ['empty', myJobsLinkPrefix, 'linkDamaged'],
    ['not deflated', `${myJobsLinkPrefix}${Buffer.from('{"kind":"x"}').toString('base64url')}`, 'linkDamaged'],
    ['deflated text that is not JSON', fragmentOf('ICU nurse, Doha'), 'linkDamaged'],
    [
      'deflated bytes that are not UTF-8',
      `${myJobsLinkPrefix}${deflateRawSync(Buffer.from([0xff, 0xfe, 0xfd])).toString('base64url')}`,
      'linkDamaged',
    ],
    ['JSON of another kind', fragmentOf('{"kind":"someone-else","saved":[]}'), 'notOurs'],
    ['longer than any link we make', `${myJobsLinkPrefix}${'A'.repeat(myJobsLinkMaxChars)}`, 'linkTooLong'],
    [
      'a small deflate bomb (10 MB of spaces)',
      fragmentOf(`{"kind":"${myJobsFileKind}","saved":[${' '.repeat(10_000_000)}]}`),
      'linkTooLong',
    ],
  ])('refuses a link %s with a reason', async (_, given, problem) => {
    const good = await myJobsLinkFragment({ saved: [saved(1)], applied: [] });
    const hash = given === 'cut' && good.ok ? good.fragment.slice(0, Math.floor(good.fragment.length / 2)) : given;
    expect(await readMyJobsLink(hash)).toEqual({ ok: false, problem });
  });

  it('keeps the good entries of a link whose entries were tampered with', async () => {
    const hash = fragmentOf(JSON.stringify({ kind: myJobsFileKind, saved: [saved(1), { id: 'x' }, 'nurse'], applied: 'none' }));
    expect(await readMyJobsLink(hash)).toEqual({ ok: true, jobs: { saved: [saved(1)], applied: [] } });
  });
});
