import { chromium } from 'playwright';
const base = process.argv[2]; const tag = process.argv[3];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [320, 390, 1280]) {
  for (const lang of ['', '/ar']) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${base}${lang}/jobs`);
    const heights = await page.locator('#job-results article').evaluateAll((els) => els.slice(0, 10).map((e) => Math.round(e.getBoundingClientRect().height)));
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(tag, width, lang || '/en', 'scrollWidth', sw, 'heights', heights.join(','), 'avg', (heights.reduce((a, b) => a + b, 0) / heights.length).toFixed(1));
    await page.screenshot({ path: `/tmp/h32shots/${tag}-jobs-${width}${lang ? '-ar' : ''}.png`, clip: { x: 0, y: 0, width, height: 900 } });
    await page.close();
  }
}
await browser.close();
