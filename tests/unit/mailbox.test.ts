import { describe, expect, it } from 'vitest';
import { ceilingDomainOf, mailboxKey, mailDomainOf } from '~/lib/mailbox';

describe('mailboxKey: one key per inbox, whatever the spelling', () => {
  it.each([
    ['victim@example.com', 'victim@example.com'],
    ['Victim@Example.COM', 'victim@example.com'],
    ['  victim@example.com ', 'victim@example.com'],
    ['victim+1@example.com', 'victim@example.com'],
    ['victim+40@example.com', 'victim@example.com'],
    ['victim+a+b@example.com', 'victim@example.com'],
    ['victim+@example.com', 'victim@example.com'],
    ['+tag@example.com', '+tag@example.com'],
    // Dots count outside Gmail: first.last and firstlast are two people at a company.
    ['first.last@example.com', 'first.last@example.com'],
    ['f.i.r.s.t.last+news@gmail.com', 'firstlast@gmail.com'],
    ['First.Last@GMAIL.com', 'firstlast@gmail.com'],
    ['firstlast@googlemail.com', 'firstlast@gmail.com'],
    ['first.last+x@googlemail.com', 'firstlast@gmail.com'],
    ['victim@example.com.', 'victim@example.com'],
    ['"odd@local"@example.com', '"odd@local"@example.com'],
    ['no-at-sign', 'no-at-sign'],
  ])('%s → %s', (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });
});

describe('mailDomainOf and the per-domain ceiling', () => {
  it.each([
    ['a@Example.com', 'example.com', 'example.com'],
    ['a@googlemail.com', 'gmail.com', undefined],
    ['a@gmail.com', 'gmail.com', undefined],
    ['a@outlook.com', 'outlook.com', undefined],
    ['a@emirates.example', 'emirates.example', 'emirates.example'],
    ['a@example.com.', 'example.com', 'example.com'],
  ])('%s → %s (ceiling: %s)', (address, domain, ceiling) => {
    expect(mailDomainOf(address)).toBe(domain);
    expect(ceilingDomainOf(address)).toBe(ceiling);
  });
});
