import { expect, test, type APIRequestContext } from '@playwright/test';

// Search that understands what was meant: a typo is corrected with a way back to the exact words,
// an empty search offers the nearest searches that find jobs, and /jobs names what was searched
// in its heading and title, in both languages, with JavaScript and without.

interface Answer {
  total: number;
  correction?: { from: string; to: string };
  suggestions?: { kind: string; value: string; query: string; total: number }[];
}
const api = async (request: APIRequestContext, query: string): Promise<Answer> =>
  (await (await request.get(`/api/jobs?${query}`)).json()) as Answer;
const jobs = (n: number) => (n === 1 ? '1 job' : `${n} jobs`);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a typo shows the corrected results, named in the heading and title, and "Search instead" searches the exact words', async ({
    page,
    request,
  }) => {
    const nurse = await api(request, 'q=nurze');
    expect(nurse.correction).toEqual({ from: 'nurze', to: 'nurse' });
    expect(nurse.total, 'the demo has nurse jobs').toBe((await api(request, 'q=nurse')).total);
    await page.goto('/jobs?q=nurze');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Nurse jobs — ${jobs(nurse.total)}`);
    await expect(page).toHaveTitle(new RegExp(`^Nurse jobs — ${jobs(nurse.total)} \\| `));
    await expect(page.getByTestId('search-correction')).toHaveText('Showing results for nurse. Search instead for nurze');
    await expect(page.locator('article h3')).toHaveCount(Math.min(nurse.total, 20));
    await page.getByRole('link', { name: 'Search instead for nurze' }).click();
    await expect(page).toHaveURL(/\/jobs\?q=nurze&spell=off$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nurze jobs — 0 jobs');
    await expect(page.getByTestId('search-correction')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No Jobs Found' })).toBeVisible();
  });

  test('the Arabic page says the same in Arabic', async ({ page, request }) => {
    const nurse = await api(request, 'q=nurze');
    await page.goto('/ar/jobs?q=nurze');
    await expect(page.getByTestId('search-correction')).toHaveText('نعرض نتائج nurse. ابحث بدلًا من ذلك عن nurze');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^وظائف nurse — /);
    await expect(page).toHaveTitle(/^وظائف nurse — .+ \| /);
    await page.getByRole('link', { name: 'ابحث بدلًا من ذلك عن nurze' }).click();
    await expect(page).toHaveURL(/\/ar\/jobs\?q=nurze&spell=off$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('وظائف nurze — لا وظائف');
    expect(nurse.total).toBeGreaterThan(0);
  });

  test('an empty search links to the nearest searches with jobs, each with its count', async ({ page, request }) => {
    const empty = await api(request, 'q=nurse+welder&country=uae');
    expect(empty.total).toBe(0);
    const nearest = empty.suggestions?.find((s) => s.kind === 'word' && s.value === 'welder');
    expect(nearest, 'dropping "welder" finds the UAE nurse jobs').toBeDefined();
    expect(nearest!.total).toBe((await api(request, 'q=nurse&country=uae')).total);
    await page.goto('/jobs?q=nurse+welder&country=uae');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nurse welder jobs in UAE — 0 jobs');
    await expect(page.getByRole('heading', { name: 'These searches find jobs' })).toBeVisible();
    // The page's own empty text stays (a topic page's "Check back soon…"); the searches follow it.
    await expect(page.getByText('Try other keywords')).toHaveCount(1);
    const item = page.getByRole('listitem').filter({ hasText: '“nurse” (without “welder”)' });
    await expect(item).toHaveText(`“nurse” (without “welder”) (${jobs(nearest!.total)})`);
    await item.getByRole('link').click();
    await expect(page).toHaveURL(/\/jobs\?q=nurse&country=uae$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Nurse jobs in UAE — ${jobs(nearest!.total)}`);
  });

  test('spell must be off, or the search says so', async ({ request }) => {
    const response = await request.get('/api/jobs?q=nurze&spell=on');
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: 'spell must be off (search the exact words).' });
  });
});

test.describe('with JavaScript', () => {
  test('typing a typo corrects it, the heading and title follow the search, and the links work in place', async ({ page, request }) => {
    const nurse = await api(request, 'q=nurse');
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find jobs in the Gulf');
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('nurze');
    await expect(page.getByTestId('search-correction')).toHaveText('Showing results for nurse. Search instead for nurze');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Nurse jobs — ${jobs(nurse.total)}`);
    await expect(page).toHaveTitle(new RegExp(`^Nurse jobs — ${jobs(nurse.total)} \\| `));
    await page.getByRole('link', { name: 'Search instead for nurze' }).click();
    await expect(page).toHaveURL(/\/jobs\?q=nurze&spell=off$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nurze jobs — 0 jobs');

    await page.getByRole('searchbox', { name: 'Keywords' }).fill('nurse welder');
    await expect(page).toHaveURL(/\/jobs\?q=nurse\+welder$/);
    const link = page.getByRole('link', { name: '“nurse” (without “welder”)' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/jobs\?q=nurse$/);
    await expect(page.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('nurse');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Nurse jobs — ${jobs(nurse.total)}`);
  });

  test('the Arabic page names its search and follows it', async ({ page }) => {
    await page.goto('/ar/jobs');
    await page.getByRole('searchbox').fill('nurze');
    await expect(page.getByTestId('search-correction')).toHaveText('نعرض نتائج nurse. ابحث بدلًا من ذلك عن nurze');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^وظائف nurse — /);
    await expect(page).toHaveTitle(/^وظائف nurse — /);
  });
});
