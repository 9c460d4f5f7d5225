import { expect, test, type Page } from '@playwright/test';

// The Arabic home, legal pages, companies and not-found page: Arabic, right to left,
// links staying Arabic, the hero search and the contact form in Arabic, a real 404 under /ar/.

const arabic = /[\u0600-\u06FF]/;

async function expectArabicPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic);
  await expect(page).toHaveTitle(/ \| وظائف الخليج$/);
}

test('the Arabic home page speaks Arabic and keeps its links Arabic', async ({ page }) => {
  const response = await page.goto('/ar');
  expect(response?.status()).toBe(200);
  await expectArabicPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ابحث عن وظيفتك القادمة في الخليج');
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual(['categories', 'jobs', 'advice', 'contact']);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ar$/);
  // Categories and popular searches lead to the Arabic listings, "view all" to the Arabic search.
  for (const href of await page.locator('#categories a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/ar\//);
  await expect(page.locator('#categories').getByRole('link', { name: /الرعاية الصحية والطب/ })).toHaveAttribute(
    'href',
    '/ar/healthcare-jobs',
  );
  await expect(page.getByRole('link', { name: 'وظائف في قطر' })).toHaveAttribute('href', '/ar/qatar-jobs');
  await expect(page.getByRole('link', { name: 'عرض كل الوظائف' })).toHaveAttribute('href', '/ar/jobs');
  // Articles stay English: linked as they are, marked, their text in English.
  const teaser = page.locator('#advice a').first();
  await expect(teaser).toHaveAttribute('hreflang', 'en');
  expect(await teaser.getAttribute('href')).not.toMatch(/^\/ar/);
  await expect(teaser).toContainText('(بالإنجليزية)');
  await expect(teaser.locator('[lang="en"] span').first()).toBeVisible();
  // The contact form's labels and subjects.
  await expect(page.getByLabel('الاسم الأول')).toBeVisible();
  await expect(page.getByLabel('الموضوع').locator('option', { hasText: 'أبحث عن وظيفة' })).toHaveCount(1);
});

test('the Arabic hero search explains an empty search in Arabic and searches /ar/jobs', async ({ page }) => {
  await page.goto('/ar');
  await page.getByRole('button', { name: 'ابحث عن وظائف' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'يُرجى إدخال مسمى وظيفي أو اختيار موقع' })).toBeVisible();
  await expect(page).toHaveURL(/\/ar$/);
  await page.getByLabel('المسمى الوظيفي أو كلمة مفتاحية أو اسم الشركة').fill('ممرضة');
  await page.getByRole('button', { name: 'ابحث عن وظائف' }).click();
  await expect(page).toHaveURL(/\/ar\/jobs\?keyword=%D9%85%D9%85%D8%B1%D8%B6%D8%A9$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('the Arabic contact form says what is missing in Arabic', async ({ page }) => {
  await page.goto('/ar#contact');
  // The newsletter forms on the page ask for an e-mail address too: the contact section's own fields.
  const contact = page.getByRole('region', { name: 'اتصل بنا' });
  await contact.getByRole('button', { name: 'أرسل الرسالة' }).click();
  const alert = page.locator('#contact-form-message');
  await expect(alert).toHaveText('يُرجى إدخال اسمك الأول.');
  await expect(contact.getByLabel('الاسم الأول')).toBeFocused();
  await contact.getByLabel('الاسم الأول').fill('أمل');
  await contact.getByLabel('اسم العائلة').fill('حداد');
  await contact.getByLabel('البريد الإلكتروني').fill('not-an-address');
  await contact.getByRole('button', { name: 'أرسل الرسالة' }).click();
  await expect(alert).toHaveText('يُرجى إدخال بريد إلكتروني صحيح.');
});

test('the language switch takes the home page to /ar and back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'العربية' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await expectArabicPage(page);
  await page.getByRole('link', { name: 'English' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next job in the Gulf');
});

test('an address under /ar/ that has no page answers 404 with the Arabic not-found page', async ({ page }) => {
  for (const path of ['/ar/no-such-page', '/ar/jobs-in/nowhere/at-all']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expectArabicPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - الصفحة غير موجودة');
    await expect(page.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/ar');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
  // The English one is as it was.
  const english = await page.goto('/no-such-page');
  expect(english?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
});

test('the Arabic privacy policy, terms and companies pages', async ({ page }) => {
  for (const [path, heading] of [
    ['/ar/privacy', 'سياسة الخصوصية'],
    ['/ar/terms', 'شروط الاستخدام'],
    ['/ar/companies', 'شركات توظّف في الخليج'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectArabicPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`${path.slice(3)}$`));
  }
  await page.goto('/ar/privacy');
  await expect(page.locator('main article').getByRole('heading', { level: 2 })).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'نموذج التواصل' })).toHaveAttribute('href', '/ar#contact');
  await page.goto('/ar/companies');
  const company = page.locator('main ul.grid a').first();
  await expect(company.locator('[dir="auto"]')).toHaveCount(1);
  await company.click();
  await expect(page).toHaveURL(/\/ar\/companies\/[a-z0-9-]+$/);
  // The heading is the company's own name (often English): the page around it is Arabic.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(/ \| وظائف الخليج$/);
  await expect(page.getByRole('heading', { level: 2, name: 'الوظائف الشاغرة' })).toBeVisible();
});
