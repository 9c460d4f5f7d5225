import { escapeHtml } from '~/lib/escape';

// The employer's description is plain text; this reads its shape (paragraphs, lists, headings)
// and writes it as HTML where every character of the poster's text is escaped, so no markup of
// theirs ever reaches a page. The job page runs it at build time and Quick view in the browser.

export type DescriptionBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; start: number; items: string[] };

/** A line ending with ":" is a heading only when it is this short ("Requirements:", not a sentence). */
const headingMaxChars = 50;

const bulletLine = /^\s*(?:[-*]\s+|•\s*)(\S.*)$/;
const numberedLine = /^\s*(\d{1,3})[.)]\s+(\S.*)$/;
const hashHeadingLine = /^\s*#{1,6}\s+(\S.*?)[\s#]*$/;
const colonHeadingLine = /^\s*(\S.*?)\s*[:：]\s*$/;
// "What you bring" over its list: a short first line of a block without a sentence's end.
const titleLike = (line: string) => line.length <= headingMaxChars && !/[.!?,;،؛…)]$/.test(line);
// Control characters (NUL included) other than tab and line breaks are no text anyone wrote.
const controlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** The description's paragraphs, lists and headings, in order; blank lines separate blocks. */
export function descriptionBlocks(text: string): DescriptionBlock[] {
  const lines = text
    .replace(controlChars, '')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .split('\n');
  const blocks: DescriptionBlock[] = [];
  let open: DescriptionBlock | undefined;
  // The open paragraph is one title-like line that began a block: a heading when a list or a
  // sentence follows at once (two short lines, as an address, stay a paragraph).
  let titleCandidate = false;
  let blockStart = true;
  const close = () => {
    if (open) blocks.push(open);
    open = undefined;
    titleCandidate = false;
  };
  const promoteTitle = (next?: string) => {
    if (titleCandidate && open?.kind === 'paragraph' && (next === undefined || !titleLike(next))) {
      blocks.push({ kind: 'heading', text: open.lines[0]! });
      open = undefined;
    }
    titleCandidate = false;
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      close();
      blockStart = true;
      continue;
    }
    const startsBlock = blockStart;
    blockStart = false;
    const bullet = bulletLine.exec(line);
    const numbered = bullet ? null : numberedLine.exec(line);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const item = (bullet?.[1] ?? numbered?.[2] ?? '').trim();
      if (open?.kind !== 'list' || open.ordered !== ordered) {
        promoteTitle();
        close();
        open = { kind: 'list', ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      }
      open.items.push(item);
      continue;
    }
    // An indented line right under a list item carries on that item.
    if (open?.kind === 'list' && /^\s/.test(line)) {
      open.items[open.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    const hash = hashHeadingLine.exec(line);
    const colon = hash ? null : colonHeadingLine.exec(line);
    if (hash || (colon && line.trim().length <= headingMaxChars)) {
      close();
      blocks.push({ kind: 'heading', text: (hash?.[1] ?? colon?.[1] ?? '').trim() });
      continue;
    }
    promoteTitle(line.trim());
    if (open?.kind !== 'paragraph') {
      close();
      open = { kind: 'paragraph', lines: [] };
      titleCandidate = startsBlock && titleLike(line.trim());
    }
    open.lines.push(line.trim());
  }
  close();
  return blocks;
}

const blockHtml = (block: DescriptionBlock, headingTag: string): string => {
  if (block.kind === 'heading') return `<${headingTag}>${escapeHtml(block.text)}</${headingTag}>`;
  if (block.kind === 'paragraph') return `<p>${block.lines.map(escapeHtml).join('<br>')}</p>`;
  const tag = block.ordered ? 'ol' : 'ul';
  const start = block.ordered && block.start !== 1 ? ` start="${block.start}"` : '';
  return `<${tag}${start}>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`;
};

/** The description as HTML (p, br, ul, ol, li and the heading tag only), every piece of its text escaped. */
export const descriptionHtml = (text: string, headingTag: 'h3' | 'h4' = 'h3'): string =>
  descriptionBlocks(text)
    .map((block) => blockHtml(block, headingTag))
    .join('');

/** At most `max` characters of the description, cut at a space and ending "…" when cut; line breaks kept. */
export function descriptionExcerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.search(/\s\S*$/);
  const kept = (space > max / 2 ? cut.slice(0, space) : cut).trimEnd();
  // A list marker whose item was cut off would show as a lonely "-".
  return `${kept.replace(/\n\s*(?:[-*•]|\d{1,3}[.)])$/, '')}…`;
}
