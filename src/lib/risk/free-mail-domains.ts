import { mailDomainOf, sharedMailDomains } from '~/lib/mailbox';

/**
 * E-mail domains anyone can sign up on: an address there says nothing about who the employer is.
 * The public providers the form limits already know (src/lib/mailbox.ts), and more of them.
 * Kept as data so the verified-employer rule can share it; compare lowercase, without "www.".
 */
export const freeMailDomains: readonly string[] = [
  ...sharedMailDomains,
  'googlemail.com',
  'yahoo.co.uk',
  'yahoo.co.in',
  'ymail.com',
  'rocketmail.com',
  'outlook.sa',
  'hotmail.co.uk',
  'aol.com',
  'mac.com',
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
  let domain = mailDomainOf(addressOrDomain).replace(/^www\./, '');
  while (domain.includes('.')) {
    if (freeMail.has(domain)) return true;
    domain = domain.slice(domain.indexOf('.') + 1);
  }
  return false;
}
