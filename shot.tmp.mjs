import { chromium } from 'playwright';
const base = process.env.BASE ?? 'http://localhost:4321';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const p of paths) {
  for (const w of [320, 390, 1280]) {
    const page = await browser.newPage({ viewport: { width: w, height: 900 } });
    const r = await page.goto(base + p, { waitUntil: 'networkidle' });
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    const name = p.replace(/[^a-z0-9]+/gi, '_') + `_${w}.png`;
    await page.screenshot({ path: `/work/shots/${name}`, fullPage: false });
    console.log(p, w, r.status(), 'scrollWidth', sw, name);
    await page.close();
  }
}
await browser.close();
