/**
 * E-mail domains anyone can sign up on: an address there says nothing about who the employer is.
 * Kept as data so the verified-employer rule can share it; compare lowercase, without "www.".
 */
export const freeMailDomains: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.co.in',
  'ymail.com',
  'rocketmail.com',
  'outlook.com',
  'outlook.sa',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'rediffmail.com',
  'mail.ru',
  'qq.com',
  '163.com',
  'tutanota.com',
];

const freeMail = new Set(freeMailDomains);

/** Whether an address (or a bare domain) is on a free-mail domain; subdomains of one count. */
export function isFreeMailDomain(addressOrDomain: string): boolean {
  let domain = addressOrDomain.toLowerCase().trim().split('@').pop() ?? '';
  domain = domain.replace(/^www\./, '').replace(/\.$/, '');
  while (domain.includes('.')) {
    if (freeMail.has(domain)) return true;
    domain = domain.slice(domain.indexOf('.') + 1);
  }
  return false;
}
