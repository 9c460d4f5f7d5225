import { describe, expect, it } from 'vitest';
import { keyedHash, rateBucket } from '~/server/forms/rate-limit';
import { reporterKeyOf } from '~/server/reports/file-report';

// Stored keys outlive a deployment (a reporter key is what makes one address one report per job):
// the same input under the same secret must give the same key, whichever helper computes it.
describe('keyed hashes of addresses', () => {
  it.each([
    [
      'a report’s reporter key',
      reporterKeyOf('203.0.113.77', 'test-secret'),
      'd260bfa0dd70d7ab5cb0ca54c13cb5c64f01735e6e980625959eef2b27866196',
    ],
    [
      'a rate-limit bucket (the value trimmed and lowercased)',
      rateBucket('contact', 'address', ' 203.0.113.77 ', 'test-secret'),
      'contact_address:3d1c57fe23bcad7e4978149e7824c6c6a1d1ef703ef8b805143513b90c1b20e5',
    ],
    [
      'keyedHash itself',
      keyedHash('job_report:reporter', '203.0.113.77', 'test-secret'),
      'd260bfa0dd70d7ab5cb0ca54c13cb5c64f01735e6e980625959eef2b27866196',
    ],
  ])('%s', (_name, key, expected) => {
    expect(key).toBe(expected);
  });

  it('another secret gives another key', () => {
    expect(reporterKeyOf('203.0.113.77', 'other-secret')).not.toBe(reporterKeyOf('203.0.113.77', 'test-secret'));
  });
});
