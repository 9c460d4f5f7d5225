// npm run page-weight -- <address or file>…  What a page's HTML is made of, in bytes: the head
// (JSON-LD; title, meta and links), each part of the body and of <main>, and across the page the
// class attributes, inline SVGs, inline scripts and styles and island props (these overlap the
// parts). Give addresses of a running site (`npm start` prints it) or saved HTML files, e.g.
//   npm run page-weight -- http://localhost:4321/jobs/some-job http://localhost:4321/ar/jobs/some-job
import { readFile } from 'node:fs/promises';
import { htmlBreakdown } from './lib/html-breakdown';

const targets = process.argv.slice(2);
if (targets.length === 0) {
  console.error('Name one or more pages: npm run page-weight -- http://localhost:4321/jobs/<slug> [more addresses or HTML files]');
  process.exit(2);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
for (const target of targets) {
  let html: string;
  if (/^https?:\/\//.test(target)) {
    const response = await fetch(target);
    if (!response.ok) throw new Error(`${target} answered ${response.status}; give the address of a page that exists.`);
    html = await response.text();
  } else html = await readFile(target, 'utf8');
  const { total, parts, across } = htmlBreakdown(html);
  const rows = [
    ...parts.map((p) => ({ ...p, share: `${((100 * p.bytes) / total).toFixed(1)} %` })),
    { part: 'total', bytes: total, share: '100 %' },
  ];
  const width = Math.max(...[...rows, ...across].map((r) => r.part.length));
  console.log(`\n${target}\n| ${'part'.padEnd(width)} |    bytes | share  |\n|${'-'.repeat(width + 2)}|----------|--------|`);
  for (const r of rows) console.log(`| ${r.part.padEnd(width)} | ${kb(r.bytes).padStart(8)} | ${r.share.padStart(6)} |`);
  console.log(`\nacross the page (overlapping the parts above):`);
  for (const r of across) console.log(`  ${r.part.padEnd(width)} ${kb(r.bytes).padStart(8)}`);
}
