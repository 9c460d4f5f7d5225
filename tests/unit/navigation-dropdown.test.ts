import { describe, expect, it } from 'vitest';
import { dropdownListData, navigationFor } from '~/lib/navigation';
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

    it(`${locale}: the script rebuilds every address from the prefix and the values`, () => {
      for (const [dropdown, , prefix] of pairs) {
        const data = dropdownListData(dropdown);
        expect(data['data-href']).toMatch(prefix);
        const values = data['data-values'].split(' ');
        for (const value of values) expect(value).toMatch(/^[a-z-]+$/);
        expect(values.map((value) => `${data['data-href']}${value}`)).toEqual(dropdown.map((l) => l.href));
      }
    });
  }
});
