import { describe, expect, it } from 'vitest';
import { navigationFor } from '~/lib/navigation';
import { locales } from '~/i18n/locales';

// The header's Job Categories dropdown is written by its script (site-header.ts): the names of the
// mobile menu's lists, in their order, on the dropdown's addresses, given as one prefix and a value each.
describe('the Job Categories dropdown and the mobile menu', () => {
  for (const locale of locales) {
    const nav = navigationFor(locale);
    const pairs = [
      [nav.dropdownIndustries, nav.mobileIndustries, /\/jobs\?category=$/],
      [nav.dropdownCountries, nav.mobileCountries, /\/jobs\?location=$/],
    ] as const;

    it(`${locale}: name the same places in the same order`, () => {
      for (const [dropdown, mobile] of pairs) expect(dropdown.map((l) => l.label)).toEqual(mobile.map((l) => l.label));
    });

    it(`${locale}: each list's addresses are one prefix and a value without spaces`, () => {
      for (const [dropdown, , prefix] of pairs) {
        const first = dropdown[0]!.href;
        const shared = first.slice(0, first.indexOf('=') + 1);
        expect(shared).toMatch(prefix);
        for (const link of dropdown) {
          expect(link.href.startsWith(shared)).toBe(true);
          expect(link.href.slice(shared.length)).toMatch(/^[a-z-]+$/);
        }
      }
    });
  }
});
