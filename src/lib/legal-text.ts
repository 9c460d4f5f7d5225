// A legal paragraph holds at most one [link text]: the link to the contact form. Pure, so a test
// can read every paragraph of both languages.

/** A paragraph split around its [link text]: before, the link's text (if any), after. */
export function splitLink(paragraph: string): { before: string; link?: string; after: string } {
  const match = /\[([^\]]+)\]/.exec(paragraph);
  if (!match) return { before: paragraph, after: '' };
  return { before: paragraph.slice(0, match.index), link: match[1], after: paragraph.slice(match.index + match[0].length) };
}
