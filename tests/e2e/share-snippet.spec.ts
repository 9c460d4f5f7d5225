import { expect, test, type APIRequestContext } from '@playwright/test';

// On a phone: the job page offers WhatsApp beside the system share, and a card shows one line of the
// description without growing by more than that line.

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
    await expect(link).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(text)}`);
  });
}

for (const path of ['/jobs', '/ar/jobs']) {
  test(`a card on ${path} shows a one-line description snippet that adds only that line`, async ({ page }) => {
    await page.goto(path);
    const card = page.getByRole('article').first();
    const snippet = card.locator('[data-card-snippet]');
    await expect(snippet).toHaveAttribute('dir', 'auto');
    await expect(snippet).not.toBeEmpty();
    const text = (await snippet.textContent()) ?? '';
    expect(text.length).toBeLessThanOrEqual(151);
    const { lineHeight, snippetHeight, snippetBlock, withSnippet, withoutSnippet } = await snippet.evaluate((element) => {
      const article = element.closest('article')!;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect().height;
      const withSnippet = article.getBoundingClientRect().height;
      (element as HTMLElement).style.display = 'none';
      const withoutSnippet = article.getBoundingClientRect().height;
      (element as HTMLElement).style.display = '';
      return {
        lineHeight: parseFloat(style.lineHeight),
        snippetHeight: box,
        snippetBlock: box + parseFloat(style.marginTop),
        withSnippet,
        withoutSnippet,
      };
    });
    expect(snippetHeight).toBeCloseTo(lineHeight, 0);
    expect(withSnippet - withoutSnippet).toBeCloseTo(snippetBlock, 0);
  });
}
