import { expect, test, type APIRequestContext } from '@playwright/test';

// Link checker: crawls the served site from / and every sitemap address, and fails on any
// internal href or src that does not answer (after redirects) with a page or a file, listing each
// broken link with the pages it is on. Every address is fetched once; query variants of one path
// are sampled, since they are served by the same page.

const queryVariantsPerPath = 3;
const parallel = 6;
const skippedSchemes = /^(mailto|tel|javascript|data|blob|sms):/i;

const entities: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (entities[name.toLowerCase()] ?? whole),
  );

/** Every href/src (island script URLs and the social image too) of a page, outside inline script bodies. */
function linksIn(html: string): string[] {
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  const pattern = /\s(?:href|src|component-url|renderer-url|before-hydration-url)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
  const socialImage = /<meta\s+property="og:image"\s+content="([^"]*)"/gi;
  return [...markup.matchAll(pattern), ...markup.matchAll(socialImage)]
    .map((m) => decodeEntities((m[1] ?? m[2] ?? '').trim()))
    .filter(Boolean);
}

async function sitemapAddresses(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeEntities(m[1]!));
  const index = await request.get('/sitemap-index.xml');
  expect(index.status(), '/sitemap-index.xml').toBe(200);
  const pages: string[] = [];
  for (const sitemap of locs(await index.text())) pages.push(...locs(await (await request.get(new URL(sitemap).pathname)).text()));
  return pages;
}

test('every internal link and asset on the site resolves', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const seen = new Set<string>();
  const variantsOf = new Map<string, number>();
  const foundOn = new Map<string, Set<string>>();
  const broken = new Map<string, string>();
  const queue: string[] = [];

  /** Queues an address (absolute or relative to `from`) unless it is outside, seen, or one variant too many. */
  const enqueue = (raw: string, from: string) => {
    if (raw.startsWith('#') || skippedSchemes.test(raw)) return;
    let url: URL;
    try {
      url = new URL(raw, new URL(from, origin));
    } catch {
      broken.set(raw, 'not a valid address');
      foundOn.set(raw, new Set([from]));
      return;
    }
    if (url.origin !== origin) return; // the canonical and sitemap addresses use SITE_URL, the same server here
    const key = url.pathname + url.search;
    if (!foundOn.has(key)) foundOn.set(key, new Set());
    if (foundOn.get(key)!.size < 3) foundOn.get(key)!.add(from);
    if (seen.has(key)) return;
    if (url.search) {
      const variants = variantsOf.get(url.pathname) ?? 0;
      if (variants >= queryVariantsPerPath) return;
      variantsOf.set(url.pathname, variants + 1);
    }
    seen.add(key);
    queue.push(key);
  };

  enqueue('/', '/');
  for (const address of await sitemapAddresses(request)) enqueue(address, 'the sitemap');

  const visit = async (key: string) => {
    const answer = await request.get(key, { maxRedirects: 10, failOnStatusCode: false });
    if (answer.status() >= 400) {
      broken.set(key, String(answer.status()));
      return;
    }
    const finalUrl = new URL(answer.url());
    if (finalUrl.origin !== origin || !(answer.headers()['content-type'] ?? '').includes('text/html')) return;
    for (const link of linksIn(await answer.text())) enqueue(link, finalUrl.pathname + finalUrl.search);
  };
  while (queue.length > 0) await Promise.all(queue.splice(0, parallel).map(visit));

  const report = [...broken].map(([link, status]) => `${link} (${status}) on ${[...(foundOn.get(link) ?? [])].join(', ')}`).sort();
  expect(seen.size, 'pages and files checked').toBeGreaterThan(50);
  expect(report, `${report.length} broken internal links`).toEqual([]);
});
