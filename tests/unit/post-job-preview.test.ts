import { describe, expect, it } from 'vitest';
import { previewOf } from '~/server/jobs/preview';
import { bodyLimits } from '~/server/http/body-limits';
import { nulRefusal } from '~/lib/request-limits';

// POST /post-job/preview: the form's values become the job page's data (nothing stored), or the
// form's field problems in the page's language, or a refusal page.

const form = (fields: Record<string, string | string[]>, path = '/post-job/preview') => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  return new Request(`http://localhost:4321${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
};
const job = {
  companyName: 'Gulf Care',
  jobTitle: 'ICU Nurse',
  jobDescription: 'Care for patients in our hospital ICU.',
  location: 'Doha, Qatar',
  salaryMin: '12,000',
  salaryMax: '15000',
  salaryCurrency: 'QAR',
  salaryPeriod: 'month',
  salaryRange: 'Plus overtime',
  applicationType: 'email',
  contactEmail: 'HR@gulfcare.example',
  packageItems: ['housing', 'flights'],
};

describe('the post form preview', () => {
  it('shows the job as its page will: the salary from its fields, the note beside it, the values kept as typed', async () => {
    const outcome = await previewOf(form(job), 'en');
    expect(outcome.kind).toBe('preview');
    if (outcome.kind !== 'preview') return;
    expect(outcome.job).toMatchObject({
      jobTitle: 'ICU Nurse',
      country: 'qatar',
      salaryMin: 12000,
      salaryMax: 15000,
      salaryCurrency: 'QAR',
      salaryPeriod: 'month',
      salaryRange: 'Plus overtime',
      contactEmail: 'hr@gulfcare.example',
      category: 'healthcare-medical',
      packageItems: ['housing', 'flights'],
    });
    expect(outcome.values).toMatchObject({
      salaryMin: '12,000',
      contactEmail: 'HR@gulfcare.example',
      packageItems: ['housing', 'flights'],
    });
  });

  it('a job that applies by link shows no address', async () => {
    const outcome = await previewOf(form({ ...job, applicationType: 'url', applicationUrl: 'https://careers.gulfcare.example/1' }), 'en');
    expect(outcome.kind === 'preview' && outcome.job).toMatchObject({ applicationType: 'url', contactEmail: null });
  });

  it.each([
    ['en', 'Job title is required'],
    ['ar', 'المسمى الوظيفي مطلوب'],
  ] as const)('a missing field is said on the form in %s, with what was typed kept', async (locale, message) => {
    const outcome = await previewOf(form({ ...job, jobTitle: '  ' }), locale);
    expect(outcome).toMatchObject({ kind: 'invalid', errors: { jobTitle: message }, values: { companyName: 'Gulf Care' } });
  });

  it('a NUL character is a 400 with a sentence', async () => {
    const outcome = await previewOf(form({ ...job, jobTitle: 'ICU\u0000Nurse' }), 'en');
    expect(outcome.kind).toBe('refused');
    if (outcome.kind !== 'refused') return;
    expect(outcome.response.status).toBe(400);
    expect(await outcome.response.text()).toContain(nulRefusal);
  });

  it('a body over the job limit is a 413 page before it is read; a body that is not a form is a 415', async () => {
    const big = await previewOf(form({ ...job, jobDescription: 'x'.repeat(bodyLimits.job + 1) }), 'en');
    expect(big.kind === 'refused' && big.response.status).toBe(413);
    const json = await previewOf(
      new Request('http://localhost:4321/post-job/preview', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
      'en',
    );
    expect(json.kind === 'refused' && json.response.status).toBe(415);
  });
});
