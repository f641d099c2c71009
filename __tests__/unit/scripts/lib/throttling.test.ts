/**
 * @jest-environment node
 */
import {
  LOW_END,
  MOBILE,
  cdpNetworkConditions,
  lighthouseFlags,
  profilesFrom,
} from '../../../../scripts/lib/throttling';

describe('the phone profiles of the benchmarks', () => {
  it('runs both profiles unless PROFILE picks some', () => {
    expect(profilesFrom(undefined)).toEqual([MOBILE, LOW_END]);
    expect(profilesFrom('low-end')).toEqual([LOW_END]);
    expect(profilesFrom('low-end,mobile')).toEqual([LOW_END, MOBILE]);
    expect(() => profilesFrom('fast')).toThrow('no profile "fast"');
  });

  it("shapes Chromium's network as slow 3G for the low-end phone, in bytes per second", () => {
    expect(cdpNetworkConditions(LOW_END)).toEqual({
      offline: false,
      latency: 400,
      downloadThroughput: 51_200,
      uploadThroughput: 51_200,
    });
    expect(LOW_END.cpuSlowdown).toBe(6);
    expect(MOBILE.cpuSlowdown).toBe(4);
  });

  it('gives Lighthouse the settings each throttling method reads', () => {
    expect(lighthouseFlags(LOW_END, 'simulated')).toEqual([
      '--throttling-method=simulate',
      '--throttling.cpuSlowdownMultiplier=6',
      '--throttling.rttMs=400',
      '--throttling.throughputKbps=400',
    ]);
    expect(lighthouseFlags(LOW_END, 'applied')).toEqual([
      '--throttling-method=devtools',
      '--throttling.cpuSlowdownMultiplier=6',
      '--throttling.requestLatencyMs=400',
      '--throttling.downloadThroughputKbps=400',
      '--throttling.uploadThroughputKbps=400',
    ]);
  });
});
