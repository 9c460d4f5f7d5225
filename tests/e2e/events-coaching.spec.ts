import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../helpers/axe';
import { withDb } from '../helpers/e2e';
import { resetRateLimits } from '../helpers/rate-limits';

// Event pages and interview coaching.

// Every e2e request comes from one address; other specs' sign-ups must not use up this one's limit.
test.beforeEach(resetRateLimits);

const pages = ['/events', '/events/dubai-gulf-careers-fair-2024', '/events/dubai-gulf-careers-fair-2025', '/interview-coaching'];

for (const width of [390, 1280]) {
  test(`event and coaching pages pass axe at ${width} px, with the Learn More and booking dialogs open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const violations: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      violations.push(...(await axeViolations(page)));
    }
    await page.goto('/events/dubai-gulf-careers-fair-2025');
    await page.getByRole('button', { name: 'Learn More: About the 2025 Fair' }).click();
    violations.push(...(await axeViolations(page)));
    await page.goto('/interview-coaching');
    await page.getByRole('link', { name: 'Book a Session' }).first().click();
    await page.getByRole('button', { name: 'Send Booking Request' }).click();
    await expect(page.getByRole('alert')).toContainText('Validation Error');
    violations.push(...(await axeViolations(page)));
    expect(violations).toEqual([]);
  });
}

test('both past events render as completed recaps: badge, no registration, Event JSON-LD; the index lists them under Past Events', async ({
  page,
}) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Past Events' })).toBeVisible();
  await expect(page.getByText('No events are scheduled right now.')).toBeVisible();
  const past = page.locator('section', { has: page.getByRole('heading', { name: 'Past Events' }) }).getByRole('heading', { level: 3 });
  await expect(past).toHaveText(['Dubai Gulf Careers Fair 2025', 'Dubai Gulf Careers Fair 2024']);

  await page.goto('/events/dubai-gulf-careers-fair-2024');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dubai Gulf Careers Fair 2024');
  await expect(page.getByText('Event Completed')).toBeVisible();
  await expect(page.getByText('March 16–17, 2024').first()).toBeVisible();
  for (const figure of ['4,500+', '180+', '2,100+', '850+', '50+']) await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
  await expect(
    page.locator('section', { has: page.getByRole('heading', { name: 'Participating Companies' }) }).getByRole('listitem'),
  ).toHaveCount(12);
  await expect(page.getByRole('link', { name: 'Read the 2025 recap' })).toHaveAttribute('href', '/events/dubai-gulf-careers-fair-2025');
  await expect(page.getByRole('link', { name: /Register/ })).toHaveCount(0);
  // The 2025 fair is past too: its teaser must not advertise it as next or as open for registration.
  await expect(page.locator('section', { has: page.locator('#next-heading') })).not.toContainText(/next|free registration/i);

  await page.goto('/events/dubai-gulf-careers-fair-2025');
  await expect(page.getByText('Event Completed')).toBeVisible();
  await expect(page.getByText('2 Days Event')).toBeVisible();
  await expect(page.getByRole('link', { name: /Register/ })).toHaveCount(0);
  await expect(page.locator('#agenda-heading + p + ol > li > span')).toHaveText([
    '09:00–10:00',
    '10:00–11:30',
    '11:45–12:45',
    '14:00–15:30',
    '15:45–17:00',
  ]);
  await expect(page.getByRole('heading', { level: 3 }).filter({ hasText: /^(Dr\. Rania Voss|Karim Ellery|Meera Castellan)$/ })).toHaveCount(
    3,
  );
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
  expect(jsonLd).toMatchObject({
    '@type': 'Event',
    startDate: '2025-03-15T09:00:00+04:00',
    endDate: '2025-03-16T17:00:00+04:00',
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' } },
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
  });
});

test('Learn More dialogs open and close by keyboard and give focus back', async ({ page }) => {
  await page.goto('/events/dubai-gulf-careers-fair-2025');
  const opener = page.getByRole('button', { name: 'Learn More: About the 2025 Fair' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'About the 2025 Fair' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Industries' })).toBeVisible();
  await expect(dialog.getByText('Government & Public Sector')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const closing = page.getByRole('button', { name: 'Learn More: How to Make the Most of the Fair' });
  await closing.focus();
  await page.keyboard.press('Enter');
  const second = page.getByRole('dialog', { name: 'How to Make the Most of the Fair' });
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'Close' }).last().focus();
  await page.keyboard.press('Enter');
  await expect(second).toBeHidden();
  await expect(closing).toBeFocused();
});

test('Get Event Updates: a malformed address is refused, then the confirmation e-mail is queued', async ({ page }) => {
  await page.goto('/events/dubai-gulf-careers-fair-2024');
  const form = page.locator('form[data-event-updates]');
  await form.getByLabel('Email address').fill('fan@');
  await form.getByRole('button', { name: 'Get Event Updates' }).click();
  await expect(form.getByRole('status')).toHaveText('Please enter a valid email address.');
  const email = `event-fan-${Date.now()}@example.com`;
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Get Event Updates' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you for subscribing! Check your inbox to confirm.');
  const row = await withDb((db) => db.selectFrom('subscriptions').selectAll().where('email', '=', email).executeTakeFirst());
  expect(row).toMatchObject({ kind: 'event_news', source: 'event_2024', confirmed_at: null });
  const mail = await withDb((db) => db.selectFrom('email_outbox').selectAll().where('to_address', '=', email).executeTakeFirst());
  expect(mail?.text_body).toContain('Please confirm that you want event news from Gulf Jobs');
});

const openBooking = async (page: Page) => {
  await page.goto('/interview-coaching');
  await page.getByRole('link', { name: 'Book 1-on-1 Coaching' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Coaching Session' });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('booking: validation in the spec order, Sending Request..., the success screen, and Close resets everything', async ({ page }) => {
  const dialog = await openBooking(page);
  await expect(dialog.getByLabel('Coaching Type')).toHaveValue('1-on-1'); // the card's Book button chose it
  await dialog.getByLabel('Coaching Type').selectOption('');
  const send = dialog.getByRole('button', { name: 'Send Booking Request' });
  const notice = dialog.getByRole('alert');
  const expectNotice = async (message: string, field: string) => {
    await send.click();
    await expect(notice).toHaveText(`Validation Error${message}`);
    await expect(dialog.getByRole(field === 'Coaching Type' ? 'combobox' : 'textbox', { name: field, exact: true })).toBeFocused();
  };
  await expectNotice('Please fill in the first name field.', 'First Name');
  await dialog.getByLabel('First Name').fill('Aisha');
  await expectNotice('Please fill in the last name field.', 'Last Name');
  await dialog.getByLabel('Last Name').fill('Khan');
  await expectNotice('Please fill in the email field.', 'Email');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('aisha@example');
  await expectNotice('Please enter a valid email address.', 'Email');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(`aisha-${Date.now()}@example.com`);
  await expectNotice('Please fill in the coaching type field.', 'Coaching Type');
  await dialog.getByLabel('Coaching Type').selectOption('behavioral');
  await expectNotice('Please fill in the goals field.', 'Your Goals');
  await dialog.getByLabel('Your Goals').fill('Pass a panel interview for a charge nurse role');
  await dialog.getByLabel('Time Zone').selectOption('qatar');

  // Hold the answer back to see the submitting state.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_actions/forms.coaching{,/}', async (route) => {
    await held;
    await route.continue();
  });
  await send.click();
  await expect(dialog.getByRole('button', { name: 'Sending Request...' })).toBeDisabled();
  await expect(dialog.getByLabel('First Name')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  release();
  await expect(dialog.getByRole('heading', { name: 'Booking Request Sent!' })).toBeVisible();
  await expect(dialog.getByText('Thank you! Our coaching team will contact you within 24 hours to schedule your session.')).toBeVisible();
  const stored = await withDb((db) => db.selectFrom('coaching_requests').selectAll().orderBy('created_at', 'desc').executeTakeFirst());
  expect(stored).toMatchObject({ first_name: 'Aisha', coaching_type: 'behavioral', timezone: 'qatar' });

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Book a Session' }).first().click();
  await expect(dialog.getByLabel('First Name')).toHaveValue('');
  await expect(dialog.getByLabel('Your Goals')).toHaveValue('');
  await expect(dialog.getByRole('heading', { name: 'Booking Request Sent!' })).toBeHidden();
  await expect(notice).toBeEmpty();
});

test('booking: a server failure says so and keeps the form open with its fields; Cancel resets it', async ({ page }) => {
  const dialog = await openBooking(page);
  await page.route('**/_actions/forms.coaching{,/}', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await dialog.getByLabel('First Name').fill('Omar');
  await dialog.getByLabel('Last Name').fill('Said');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('omar@example.com');
  await dialog.getByLabel('Your Goals').fill('Engineering interviews in Riyadh');
  await dialog.getByRole('button', { name: 'Send Booking Request' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('ErrorFailed to send booking request. Please try again.');
  await expect(dialog.getByLabel('First Name')).toHaveValue('Omar');
  await expect(dialog.getByRole('button', { name: 'Send Booking Request' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Book a Session' }).first().click();
  await expect(dialog.getByLabel('First Name')).toHaveValue('');
  await expect(dialog.getByLabel('Coaching Type')).toHaveValue('');
  await expect(dialog.locator('#booking-notice')).toBeEmpty();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Book link leads to the form on the page, and posting it lands on the sent page', async ({ page }) => {
    await page.goto('/interview-coaching');
    await page.getByRole('link', { name: 'Book 1-on-1 Coaching' }).click();
    await expect(page).toHaveURL(/#book-session$/);
    const form = page.locator('#book-session form');
    await form.getByLabel('First Name').fill('Noor');
    await form.getByLabel('Last Name').fill('Hassan');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`noor-${Date.now()}@example.com`);
    await form.getByLabel('Coaching Type').selectOption('virtual');
    await form.getByLabel('Your Goals').fill('Video interviews for teaching jobs in Abu Dhabi');
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    await expect(page).toHaveURL(/\/interview-coaching\/request-sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Request Sent!');
  });
});

test('admins read coaching requests at /admin/coaching-requests', async ({ page }) => {
  const email = `reader-${Date.now()}@example.com`;
  await withDb((db) =>
    db
      .insertInto('coaching_requests')
      .values({
        first_name: 'Layla',
        last_name: 'Haddad',
        email,
        coaching_type: 'virtual',
        goals: 'Prepare for a Teams panel',
        timezone: 'uae',
      })
      .execute(),
  );
  await page.goto('/admin/coaching-requests');
  await expect(page).toHaveURL(/\/auth\?next=/);
  await page.getByLabel('Email').fill(process.env.ADMIN_EMAIL!);
  await page.getByLabel('Password', { exact: true }).fill(process.env.ADMIN_PASSWORD!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Password hashing is slow on purpose; beside another flow or a rebuild it can take longer than 5 s.
  await expect(page).toHaveURL(/\/admin\/coaching-requests$/, { timeout: 15_000 });
  const card = page.getByRole('listitem').filter({ hasText: email });
  await expect(card.getByRole('heading', { name: 'Layla Haddad' })).toBeVisible();
  await expect(card).toContainText('Prepare for a Teams panel');
  await expect(card).toContainText('Time zone: UAE');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
});
