// Text put into markup that is written by hand (e-mails, small pages, feeds, SVG cards).

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const xmlEscapes: Record<string, string> = { ...htmlEscapes, "'": '&apos;' };

/** Text safe inside HTML elements and quoted attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);

/** Text safe inside XML elements and attributes; control characters XML forbids are dropped. */
export const escapeXml = (text: string): string =>
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (c) => xmlEscapes[c]!);
