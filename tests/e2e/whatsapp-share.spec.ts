import { expect, test, type APIRequestContext } from '@playwright/test';

// On a phone: the job page offers WhatsApp beside the system share.

test.use({ viewport: { width: 390, height: 844 } });

interface ApiJob {
  slug: string;
  jobTitle: string;
  companyName: string;
  salaryMin: number | null;
}

async function jobWithSalary(request: APIRequestContext): Promise<ApiJob> {
  const { jobs } = (await (await request.get('/api/jobs')).json()) as { jobs: ApiJob[] };
  const job = jobs.find((one) => one.salaryMin !== null);
  if (!job) throw new Error('the seed has no job with a stated salary');
  return job;
}

for (const { locale, prefix, at, name } of [
  { locale: 'English', prefix: '', at: 'at', name: 'Share on WhatsApp (opens in a new tab)' },
  { locale: 'Arabic', prefix: '/ar', at: 'لدى', name: 'مشاركة عبر واتساب (يُفتح في علامة تبويب جديدة)' },
]) {
  test(`the ${locale} job page links to WhatsApp with the title, salary and canonical link`, async ({ page, request }) => {
    const job = await jobWithSalary(request);
    await page.goto(`${prefix}/jobs/${job.slug}`);
    const salary = (await page.locator('[data-salary]').first().innerText()).trim();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+${prefix}/jobs/${job.slug}$`));
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    const text = [`${job.jobTitle} ${at} ${job.companyName}`, salary, canonical].join('\n');
    // The page writes letters as letters (src/lib/query-value.ts); the address the browser opens is fully encoded.
    await expect(link).toHaveJSProperty('href', `https://wa.me/?text=${encodeURIComponent(text)}`);
  });
}
