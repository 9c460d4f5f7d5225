import { describe, expect, it } from 'vitest';
import { chosenEncoding } from '../../scripts/lib/local-site/compression';

describe('the local proxy picks the encoding a browser accepts', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip;q=0.1', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
    ['gzip;q=abc', undefined],
    [',,;;', undefined],
  ])('%o → %o', (header, encoding) => {
    expect(chosenEncoding(header)).toBe(encoding);
  });
});
