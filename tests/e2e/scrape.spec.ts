import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { stringify } from 'devalue';
import { axeViolations } from '../helpers/axe';

// The e2e server runs the production build, whose scraper refuses this machine's own addresses
// (and no environment switch may loosen that). So one test asks the real endpoint for a page
// served on 127.0.0.1 and sees it refused; the others answer the admin.scrapeJob action
// (/_actions/admin.scrapeJob) with page.route. Saving always goes to the real action and database.

const signIn = async (page: Page) => {
  await page.goto('/scrape-jobs');
  await expect(page).toHaveURL(/\/auth\?next=%2Fscrape-jobs$/);
  await page.getByLabel('Email').fill(process.env.ADMIN_EMAIL!);
  await page.getByLabel('Password').fill(process.env.ADMIN_PASSWORD!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Password hashing is slow on purpose; beside another flow or a rebuild it can take longer than 5 s.
  await expect(page).toHaveURL(/\/scrape-jobs$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scrape a Job');
  await page.locator('astro-island:not([ssr])').waitFor(); // hydrated: Scrape runs in the island
};

const source = `https://careers.gulfbuild.example/jobs/${Date.now()}`;
const draft = {
  title: 'Mechanical Engineer (HVAC)',
  company: 'GulfBuild Contracting W.L.L.',
  location: 'Doha, Qatar',
  salary: 'QAR 12,000 – 15,000 per month',
  description: '## About the role\n\nHVAC design and commissioning on a hospital project in Doha.',
  url: source,
  markdown: '# Mechanical Engineer (HVAC)\n\n- **Company:** GulfBuild Contracting W.L.L.',
  // What the page stated or the text suggested, for the admin to confirm.
  facts: {
    employmentType: 'full-time',
    salaryMin: '12000',
    salaryMax: '15000',
    salaryCurrency: 'QAR',
    salaryPeriod: 'month',
    visa: 'provided',
    nationality: 'not_stated',
    packageItems: ['housing'],
  },
};

test('a visitor is sent to sign in; the real scraper refuses this machine', async ({ page }) => {
  const server = http.createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Local</h1>'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  try {
    await signIn(page);
    await page.getByLabel('Job posting URL *').fill(`http://127.0.0.1:${port}/job`);
    await page.getByRole('button', { name: 'Scrape' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Error: That address (127.0.0.1) points to this server itself (loopback), which the scraper may not fetch.',
    );
    await expect(page.locator('#toaster')).toContainText('Error');
  } finally {
    server.close();
  }
});

test('the admin scrapes a page, corrects a field and saves it as a pending job', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Scrape' }).click();
  await expect(page.getByLabel('Job posting URL *')).toHaveAccessibleDescription(/^Please enter the URL of the job posting\. /);
  await expect(page.getByLabel('Job posting URL *')).toBeFocused();
  await page.getByLabel('Job posting URL *').fill('careers.gulfbuild.example/jobs');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Job posting URL *')).toHaveAccessibleDescription(
    /^Please enter a valid URL, starting with http:\/\/ or https:\/\/ /,
  );

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_actions\/admin\.scrapeJob\/?$/, async (route) => {
    // the client may add a trailing slash
    expect(route.request().postDataJSON()).toEqual({ url: source, category: 'engineering' });
    await held;
    await route.fulfill({ status: 200, contentType: 'application/json+devalue', body: stringify(draft) });
  });
  await page.getByLabel('Reference category').selectOption('engineering');
  await page.getByLabel('Job posting URL *').fill(source);
  await page.keyboard.press('Tab'); // keyboard only: the hint is text, the next stop is Scrape
  await expect(page.getByRole('button', { name: 'Scrape' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Scraping...' })).toBeDisabled();
  release();
  await expect(page.locator('#toaster')).toContainText('SuccessJob posting scraped successfully');
  await expect(page.getByRole('heading', { name: 'Scraped job' })).toBeFocused();
  await expect(page.getByLabel('Company *')).toHaveValue(draft.company);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }

  await expect(page.getByLabel('Salary minimum')).toHaveValue('12000');
  await expect(page.getByLabel('Housing')).toBeChecked();
  await page.getByLabel('Flights').check(); // the admin confirms and adds a fact
  await page.getByLabel('Location *').fill('');
  await page.getByRole('button', { name: 'Save to Database' }).click();
  await expect(page.getByLabel('Location *')).toHaveAccessibleDescription('Location is required e.g. Dubai, UAE');
  await expect(page.locator('#toaster')).toContainText('Save FailedLocation is required');
  await expect(page.getByLabel('Location *')).toBeFocused();
  await page.keyboard.type('Lusail, Qatar');
  await page.getByRole('button', { name: 'Save to Database' }).click();
  await expect(page.locator('#toaster')).toContainText('Job Saved!');
  await expect(page.getByRole('status').filter({ hasText: 'is pending review' })).toContainText(`"${draft.title}" is pending review.`);
  await expect(page.getByLabel('Job posting URL *')).toHaveValue('');

  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select status, location, application_type, application_url, contact_email, category,
              salary_min::float8 as salary_min, salary_max::float8 as salary_max, salary_currency, salary_period,
              employment_type, visa, nationality, package_items
         from public.jobs where application_url = $1`,
      [source],
    );
    expect(rows).toEqual([
      {
        status: 'pending',
        location: 'Lusail, Qatar',
        application_type: 'url',
        application_url: source,
        contact_email: null,
        category: 'engineering',
        salary_min: 12000,
        salary_max: 15000,
        salary_currency: 'QAR',
        salary_period: 'month',
        employment_type: 'full-time',
        visa: 'provided',
        nationality: 'not_stated',
        package_items: ['housing', 'flights'],
      },
    ]);
  } finally {
    await client.end();
  }
});
