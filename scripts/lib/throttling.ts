/**
 * The two phone profiles the benchmark scripts measure, in one place, and how each is handed to
 * Chromium (applied throttling over CDP) or to Lighthouse (simulated, or applied with
 * `--throttling-method=devtools`).
 *
 * Applied throttling slows the real browser: the CPU (`Emulation.setCPUThrottlingRate`) and every
 * response (`Network.emulateNetworkConditions`: a latency added once per request and a throughput
 * cap). Simulated throttling loads the page unthrottled and computes what the timings would have
 * been; it can place paints after the scripts that a real slow phone paints before them.
 */

export type PhoneProfile = {
  /** Short name, as `PROFILE=` picks it. */
  id: 'mobile' | 'low-end';
  /** How it reads in a table. */
  name: string;
  cpuSlowdown: number;
  /** Round trip (simulated) or latency added to each request (applied), in ms. */
  rttMs: number;
  /** kbit/s (1 kbit = 1024 bits, as Lighthouse and DevTools count). */
  downloadKbps: number;
  uploadKbps: number;
};

/** Lighthouse's default mobile setting (its `mobileSlow4G`: 150 ms, 1.6 Mbit/s down, CPU 4x). */
export const MOBILE: PhoneProfile = {
  id: 'mobile',
  name: 'mobile (4x CPU, 1.6 Mbit/s, 150 ms)',
  cpuSlowdown: 4,
  rttMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
};

/** A low-end phone on slow 3G: CPU 6x slower, 400 kbit/s down and up, 400 ms. */
export const LOW_END: PhoneProfile = {
  id: 'low-end',
  name: 'low-end phone (6x CPU, slow 3G: 400 kbit/s, 400 ms)',
  cpuSlowdown: 6,
  rttMs: 400,
  downloadKbps: 400,
  uploadKbps: 400,
};

export const PROFILES: readonly PhoneProfile[] = [MOBILE, LOW_END];

/** The profiles named in `PROFILE` (`mobile`, `low-end`, or both comma-separated); all if unset. */
export function profilesFrom(value: string | undefined): PhoneProfile[] {
  if (!value) return [...PROFILES];
  return value.split(',').map((id) => {
    const profile = PROFILES.find((candidate) => candidate.id === id.trim());
    if (!profile) {
      throw new Error(
        `PROFILE=${value}: no profile "${id}" (choose from ${PROFILES.map((p) => p.id).join(', ')}).`,
      );
    }
    return profile;
  });
}

/** The parameters of CDP's `Network.emulateNetworkConditions` for a profile (bytes per second). */
export function cdpNetworkConditions(profile: PhoneProfile): {
  offline: false;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
} {
  return {
    offline: false,
    latency: profile.rttMs,
    // As Lighthouse converts: kbit/s to bytes/s.
    downloadThroughput: Math.floor((profile.downloadKbps * 1024) / 8),
    uploadThroughput: Math.floor((profile.uploadKbps * 1024) / 8),
  };
}

export type ThrottlingMethod = 'simulated' | 'applied';

/**
 * Lighthouse's command-line flags for a profile. Simulated throttling reads `rttMs` and
 * `throughputKbps`; applied (`devtools`) throttling reads `requestLatencyMs` and the two
 * throughputs, and ignores the others, so each method gets its own.
 */
export function lighthouseFlags(profile: PhoneProfile, method: ThrottlingMethod): string[] {
  const cpu = `--throttling.cpuSlowdownMultiplier=${profile.cpuSlowdown}`;
  if (method === 'simulated') {
    return [
      '--throttling-method=simulate',
      cpu,
      `--throttling.rttMs=${profile.rttMs}`,
      `--throttling.throughputKbps=${profile.downloadKbps}`,
    ];
  }
  return [
    '--throttling-method=devtools',
    cpu,
    `--throttling.requestLatencyMs=${profile.rttMs}`,
    `--throttling.downloadThroughputKbps=${profile.downloadKbps}`,
    `--throttling.uploadThroughputKbps=${profile.uploadKbps}`,
  ];
}
