// One inbox hides behind many spellings: `Victim+1@example.com`, `vic.tim@gmail.com` and
// `victim@googlemail.com` all land in the same place. The per-address limits count the inbox,
// not the spelling; the address is still stored and written to exactly as typed.

/** Domains where dots in the local part are ignored and googlemail.com is gmail.com. */
const dotlessDomains: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * Public mail providers: their users are different people, and their `+tag` and dot variants are
 * already folded by mailboxKey, so a per-domain ceiling there would only lock out strangers.
 */
export const sharedMailDomains: ReadonlySet<string> = new Set([
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
]);

/** The domain of an address, lowercased, without a trailing dot (googlemail.com as gmail.com). */
export function mailDomainOf(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.+$/, '');
  return dotlessDomains[domain] ?? domain;
}

/**
 * The inbox an address delivers to, as the rate limits count it: lowercased, without a `+tag`,
 * and without dots in the local part on Gmail. Not an address to send to.
 */
export function mailboxKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  const domain = mailDomainOf(trimmed);
  const tagged = trimmed.slice(0, at);
  const plus = tagged.indexOf('+');
  // "+tag@" with nothing before the plus is an inbox of its own name, not a tag.
  const local = plus > 0 ? tagged.slice(0, plus) : tagged;
  return `${dotlessDomains[domain] ? local.replaceAll('.', '') : local}@${domain}`;
}

/** The domain a per-domain ceiling counts; undefined for a public provider, whose users are strangers to each other. */
export const ceilingDomainOf = (address: string): string | undefined => {
  const domain = mailDomainOf(address);
  return domain && !sharedMailDomains.has(domain) ? domain : undefined;
};
