import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Search: the address is the state, counts beside every option, and without JavaScript
// the form and the page links land on the server-rendered /jobs with the real results.

interface Answer {
  jobs: { jobTitle: string; location: string }[];
  total: number;
  pageCount: number;
  facets: {
    country: Record<string, number>;
    city: Record<string, number>;
    posted: Record<string, number>;
    remote: number;
    salary: Record<string, number>;
    visa: number;
    package: Record<string, number>;
  };
}
const api = async (request: APIRequestContext, query: string): Promise<Answer> =>
  (await (await request.get(`/api/jobs?${query}`)).json()) as Answer;
const titles = (page: Page) => page.locator('article h3').allTextContents();
const countLine = (total: number) => (total === 1 ? 'Showing 1 job opportunity' : `Showing ${total} job opportunities`);

/** On a phone the filters are folded into "Filters"; open them there. */
async function openFilters(page: Page) {
  const summary = page.locator('summary', { hasText: 'Filters' });
  if (await summary.isVisible()) await summary.click();
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('a city search shows the city jobs, with the counts beside the options, and Back restores the search before', async ({
      page,
      request,
    }) => {
      const uae = await api(request, 'country=uae');
      const dubai = await api(request, 'country=uae&city=dubai');
      expect(dubai.total, 'the demo has Dubai jobs').toBeGreaterThan(0);
      await page.goto('/jobs');
      await openFilters(page);
      const country = page.getByRole('combobox', { name: 'Country' });
      await expect(country.getByRole('option', { name: /^UAE \(\d+\)$/ })).toHaveText(
        `UAE (${(await api(request, '')).facets.country.uae})`,
      );
      await country.selectOption('uae');
      await expect(page).toHaveURL(/\/jobs\?country=uae$/);
      await expect(page.getByText(countLine(uae.total), { exact: true })).toBeVisible();
      const city = page.getByRole('combobox', { name: 'City' });
      // The cities of the chosen country only, each with its count.
      await expect(city.getByRole('option', { name: `Dubai (${uae.facets.city.dubai})`, exact: true })).toHaveCount(1);
      await expect(city.getByRole('option', { name: /^Doha/ })).toHaveCount(0);
      await expect(page.getByRole('checkbox', { name: `Remote only (${uae.facets.remote})` })).toBeVisible();
      await city.selectOption('dubai');
      await expect(page).toHaveURL(/\/jobs\?country=uae&city=dubai$/);
      await expect(page.getByText(countLine(dubai.total), { exact: true })).toBeVisible();
      for (const location of await page.locator('article [data-location]').allTextContents()) expect(location).toMatch(/dubai|دبي/i);

      await page.goBack();
      await expect(page).toHaveURL(/\/jobs\?country=uae$/);
      await expect(city).toHaveValue('');
      await expect(page.getByText(countLine(uae.total), { exact: true })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/jobs$/);
      await expect(country).toHaveValue('');

      // A shared link shows the same results, rendered by the server.
      await page.goto('/jobs?country=uae&city=dubai');
      await expect(page.getByText(countLine(dubai.total), { exact: true })).toBeVisible();
      expect(await titles(page)).toEqual(dubai.jobs.map((j) => j.jobTitle));
    });

    test('sort by newest or relevance, and posted within', async ({ page, request }) => {
      const relevance = await api(request, 'q=manager');
      const newest = await api(request, 'q=manager&sort=newest');
      expect(
        newest.jobs.map((j) => j.jobTitle),
        'the demo ranks "manager" differently from newest first',
      ).not.toEqual(relevance.jobs.map((j) => j.jobTitle));
      await page.goto('/jobs?q=manager');
      expect(await titles(page)).toEqual(relevance.jobs.map((j) => j.jobTitle));
      await openFilters(page);
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await expect(sort).toHaveValue('');
      await sort.selectOption('newest');
      await expect(page).toHaveURL(/\/jobs\?q=manager&sort=newest$/);
      await expect.poll(() => titles(page)).toEqual(newest.jobs.map((j) => j.jobTitle));
      await sort.selectOption('');
      await expect.poll(() => titles(page)).toEqual(relevance.jobs.map((j) => j.jobTitle));

      const week = await api(request, 'q=manager&posted=7');
      const posted = page.getByRole('combobox', { name: 'Posted' });
      await expect(posted.getByRole('option', { name: `Past 7 days (${relevance.facets.posted['7']})`, exact: true })).toHaveCount(1);
      await posted.selectOption('7');
      await expect(page).toHaveURL(/\/jobs\?q=manager&posted=7$/);
      await expect.poll(() => titles(page)).toEqual(week.jobs.map((j) => j.jobTitle));
      // Without a keyword there is nothing to rank: the sort is newest and cannot be changed.
      await page.goto('/jobs?posted=30');
      await openFilters(page);
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeDisabled();
    });

    test('a minimum salary and Visa provided narrow the results, each with its count, and the address carries them', async ({
      page,
      request,
    }) => {
      const all = await api(request, '');
      const paying = await api(request, 'min_salary=10000');
      const both = await api(request, 'min_salary=10000&visa=provided');
      expect(paying.total, 'the demo has jobs paying AED 10,000+ a month, not all').toBeGreaterThan(0);
      expect(paying.total).toBeLessThan(all.total);
      expect(both.total, 'some of them provide the visa, not all').toBeGreaterThan(0);
      expect(both.total).toBeLessThan(paying.total);
      await page.goto('/jobs');
      await openFilters(page);
      const salary = page.getByRole('combobox', { name: 'Minimum salary a month' });
      await expect(salary.getByRole('option', { name: `AED 10,000+ (${all.facets.salary['10000']})`, exact: true })).toHaveCount(1);
      await salary.selectOption('10000');
      await expect(page).toHaveURL(/\/jobs\?min_salary=10000$/);
      await expect(page.getByText(countLine(paying.total), { exact: true })).toBeVisible();
      await page.getByRole('checkbox', { name: `Visa provided (${paying.facets.visa})`, exact: true }).check();
      await expect(page).toHaveURL(/\/jobs\?min_salary=10000&visa=provided$/);
      await expect(page.getByText(countLine(both.total), { exact: true })).toBeVisible();
      await expect.poll(() => titles(page)).toEqual(both.jobs.map((j) => j.jobTitle));
      // The job's own currency on its card.
      await expect(page.locator('article').first()).toContainText(/AED|SAR|QAR|KWD|BHD|OMR|USD/);
      await page.reload();
      await openFilters(page);
      await expect(salary).toHaveValue('10000');
      await expect(page.getByRole('checkbox', { name: /^Visa provided/ })).toBeChecked();
    });

    test('a bad parameter answers 400 with the page, the reason and the form', async ({ page }) => {
      const response = await page.goto('/jobs?category=astronaut');
      expect(response?.status()).toBe(400);
      await expect(page.getByRole('alert')).toContainText('Unknown category. Use one of:');
      await expect(page.getByRole('searchbox', { name: 'Keywords' })).toBeVisible();
      await expect(page.locator('article')).toHaveCount(0);
      expect((await page.goto('/jobs?page=0'))?.status()).toBe(400);
      await expect(page.getByRole('alert')).toHaveText('The page must be a whole number from 1.');
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('every page of a search is reached by its links', async ({ page, request }) => {
        const all = await api(request, '');
        expect(all.pageCount, 'the demo has more than one page of jobs').toBeGreaterThan(1);
        const response = await page.goto('/jobs');
        expect(response?.headers()['netlify-cdn-cache-control']).toBe('public, durable, s-maxage=60, stale-while-revalidate=120');
        expect(response?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
        await expect(page.getByText(`Page 1 of ${all.pageCount}`)).toBeVisible();
        for (let n = 2; n <= all.pageCount; n++) {
          await page.getByRole('link', { name: 'Next' }).click();
          await expect(page).toHaveURL(new RegExp(`/jobs\\?page=${n}$`));
          await expect(page.getByText(`Page ${n} of ${all.pageCount}`)).toBeVisible();
          expect(await titles(page)).toEqual((await api(request, `page=${n}`)).jobs.map((j) => j.jobTitle));
        }
        await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);
        await page.getByRole('link', { name: 'Previous' }).click();
        await expect(page.getByText(`Page ${all.pageCount - 1} of ${all.pageCount}`)).toBeVisible();
        await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/jobs$/);
        await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex, follow');
      });

      test('the filter form sends a minimum salary, Visa provided and package items to /jobs', async ({ page, request }) => {
        const found = await api(request, 'min_salary=10000&visa=provided&package=housing');
        expect(found.total, 'the demo has such jobs').toBeGreaterThan(0);
        await page.goto('/jobs');
        await openFilters(page);
        await page.getByRole('combobox', { name: 'Minimum salary a month' }).selectOption('10000');
        await page.getByRole('checkbox', { name: /^Visa provided/ }).check();
        await page.getByRole('checkbox', { name: /^Housing/ }).check();
        const showResults = page.getByRole('button', { name: 'Show results' });
        await ((await showResults.isVisible()) ? showResults : page.getByRole('button', { name: 'Search', exact: true })).click();
        // The form sends every field, the empty ones too.
        await expect(page).toHaveURL(/\/jobs\?.*min_salary=10000&type=&visa=provided&package=housing&licence=&level=$/);
        await expect(page.getByText(countLine(found.total), { exact: true })).toBeVisible();
        expect(await titles(page)).toEqual(found.jobs.map((j) => j.jobTitle));
        await openFilters(page);
        await expect(page.getByRole('checkbox', { name: `Visa provided (${found.facets.visa})`, exact: true })).toBeChecked();
        await expect(page.getByRole('checkbox', { name: `Housing (${found.facets.package.housing})`, exact: true })).toBeChecked();
      });

      test("a country page's form lands on /jobs with the real results and the counts", async ({ page, request }) => {
        const nurses = await api(request, 'q=nurse&country=uae');
        await page.goto('/uae-jobs');
        await page.getByRole('searchbox', { name: 'Keywords' }).fill('nurse');
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await expect(page).toHaveURL(/\/jobs\?q=nurse&country=uae/);
        await expect(page.getByText(countLine(nurses.total), { exact: true })).toBeVisible();
        expect(await titles(page)).toEqual(nurses.jobs.map((j) => j.jobTitle));
        await openFilters(page);
        await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('uae');
        await expect(page.getByRole('checkbox', { name: `Remote only (${nurses.facets.remote})` })).toBeVisible();

        // A topic page keeps its words and its topic on /jobs.
        const healthcare = await api(request, 'q=nurse&country=uae&topic=healthcare');
        await page.goto('/healthcare-jobs-uae');
        await page.getByRole('searchbox', { name: 'Keywords' }).fill('nurse');
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await expect(page).toHaveURL(/\/jobs\?q=nurse&country=uae&topic=healthcare/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare Jobs in the UAE');
        expect(await titles(page)).toEqual(healthcare.jobs.map((j) => j.jobTitle));
      });
    });
  });
}

test('a static listing searches in place and puts the /jobs address of the search in the bar; Back returns to the listing', async ({
  page,
  request,
}) => {
  const dubai = await api(request, 'country=uae&city=dubai');
  const uae = await api(request, 'country=uae');
  await page.goto('/uae-jobs');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveCount(0); // the page's own filter is no control
  // The prerendered cards stay; the counts of the options arrive once loaded.
  await expect(page.getByRole('checkbox', { name: `Remote only (${uae.facets.remote})` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'City' }).getByRole('option', { name: `Dubai (${uae.facets.city.dubai})` })).toHaveCount(
    1,
  );
  await page.getByRole('combobox', { name: 'City' }).selectOption('dubai');
  await expect(page).toHaveURL(/\/jobs\?country=uae&city=dubai$/);
  await expect(page.getByText(`Showing ${dubai.total} UAE job opportunit`)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/uae-jobs$/);
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs in the UAE');
  // Typing is one step of history too: Back from the typed search is the listing again.
  await page.getByRole('searchbox', { name: 'Keywords' }).fill('nurse');
  await expect(page).toHaveURL(/\/jobs\?q=nurse&country=uae$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/uae-jobs$/);
  await expect(page.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('');
});

test('canonical addresses: a country search is its country page, /jobs/uae points there, a search with a keyword is not indexed', async ({
  page,
}) => {
  const canonicalOf = async (path: string) => {
    await page.goto(path);
    return [
      new URL((await page.locator('link[rel=canonical]').getAttribute('href'))!).pathname,
      await page.locator('meta[name=robots]').getAttribute('content'),
    ];
  };
  expect(await canonicalOf('/jobs?country=uae')).toEqual(['/uae-jobs', 'index,follow']);
  expect(await canonicalOf('/jobs?location=oman')).toEqual(['/jobs/oman', 'index,follow']);
  expect(await canonicalOf('/jobs?category=engineering')).toEqual(['/jobs/engineering', 'index,follow']);
  expect(await canonicalOf('/jobs/uae')).toEqual(['/uae-jobs', 'index,follow']);
  expect(await canonicalOf('/jobs/engineering')).toEqual(['/jobs/engineering', 'index,follow']);
  expect(await canonicalOf('/jobs?q=nurse&city=dubai')).toEqual(['/jobs', 'noindex, follow']);
});
