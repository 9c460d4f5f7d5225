import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { savedJobJsonOfPage } from '~/scripts/apply-bar';

// A job page carries its job once, on its Apply link; its Save buttons store the entry made from it.
const applyJob = {
  id: 'a1',
  slug: 'icu-nurse-dubai',
  jobTitle: 'ICU Nurse',
  companyName: 'Al Noor',
  location: 'Dubai, UAE',
  salaryRange: 'AED 14,000–18,000 / month',
  applicationType: 'email',
  applicationUrl: null,
  contactEmail: 'jobs@alnoor.example',
  expiresAt: '2026-12-28T20:00:00.000Z',
};
const attr = (value: unknown) => JSON.stringify(value).replaceAll('"', '&quot;');
const pageWith = (actions: string) => parseHTML(`<html><body><div data-job-actions>${actions}</div></body></html>`).document;

describe('the Save entry of a job page', () => {
  it.each([
    ['an e-mail Apply', `<a data-apply-job="${attr(applyJob)}"></a><button data-save-job=""></button>`],
    ['a link Apply', `<a data-applied-job="${attr({ ...applyJob, applicationType: 'url' })}"></a><button data-save-job=""></button>`],
  ])('is made from %s link', (_, actions) => {
    expect(JSON.parse(savedJobJsonOfPage(pageWith(actions))!)).toEqual({
      id: 'a1',
      slug: 'icu-nurse-dubai',
      title: 'ICU Nurse',
      company: 'Al Noor',
      location: 'Dubai, UAE',
      expiresAt: '2026-12-28T20:00:00.000Z',
      salary: 'AED 14,000–18,000 / month',
    });
  });

  it('leaves out a salary the job does not state', () => {
    const json = savedJobJsonOfPage(
      pageWith(`<a data-apply-job="${attr({ ...applyJob, salaryRange: null })}"></a><button data-save-job=""></button>`),
    );
    expect(JSON.parse(json!)).not.toHaveProperty('salary');
  });

  it("is the Save button's own JSON on a page without an Apply link", () => {
    const own = { id: 'b2', slug: 'no-apply', title: 'Cook', company: 'Hotel', location: 'Doha', expiresAt: '2026-12-28T20:00:00.000Z' };
    expect(savedJobJsonOfPage(pageWith(`<p>Apply on the company's site</p><button data-save-job="${attr(own)}"></button>`))).toBe(
      JSON.stringify(own),
    );
  });

  it('is nothing on a page with neither', () => {
    expect(savedJobJsonOfPage(pageWith('<button data-save-job=""></button>'))).toBeUndefined();
  });
});
