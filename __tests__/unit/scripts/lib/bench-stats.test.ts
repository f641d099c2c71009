/**
 * @jest-environment node
 */
import {
  blockingAfter,
  halfSpread,
  markdownTable,
  median,
  millis,
  seconds,
} from '../../../../scripts/lib/bench-stats';

describe('the figures of a benchmark', () => {
  it('takes the median of odd and even counts of runs, ignoring runs without the figure', () => {
    expect(median([90, 10, 50])).toBe(50);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([NaN, 7])).toBe(7);
    expect(median([])).toBeNaN();
    expect(halfSpread([10, 50, 30])).toBe(20);
    expect(halfSpread([12])).toBe(0);
  });

  it('counts only the part of each task after first paint, and blocks for its time over 50 ms', () => {
    const tasks = [
      { start: 100, end: 400 }, // before first paint: not counted
      { start: 450, end: 560 }, // straddles paint at 500: 60 ms after it, blocks 10
      { start: 600, end: 640 }, // 40 ms: short
      { start: 700, end: 750 }, // exactly 50 ms: not long
      { start: 800, end: 896 }, // 96 ms: blocks 46
    ];
    const { long, longest, totalBlocking } = blockingAfter(tasks, 500);
    expect(long.map(({ duration, beganBefore }) => ({ duration, beganBefore }))).toEqual([
      { duration: 60, beganBefore: true },
      { duration: 96, beganBefore: false },
    ]);
    expect(longest).toBe(96);
    expect(totalBlocking).toBe(56);
  });

  it('reports no blocking for a page whose tasks after first paint are all short', () => {
    expect(blockingAfter([{ start: 10, end: 59 }], 0)).toEqual({
      long: [],
      longest: 49,
      totalBlocking: 0,
    });
  });

  it('prints a Markdown table padded as Prettier pads it, ready to paste into the docs', () => {
    expect(
      markdownTable(
        ['Page', 'FCP'],
        [
          ['/', '0.68 s'],
          ['/services/', '0.70 s'],
        ],
      ),
    ).toBe(
      [
        '| Page       | FCP    |',
        '| ---------- | ------ |',
        '| /          | 0.68 s |',
        '| /services/ | 0.70 s |',
      ].join('\n'),
    );
  });

  it('writes paints in seconds and tasks in milliseconds, and a dash for a missing figure', () => {
    expect(seconds(676.4)).toBe('0.68 s');
    expect(millis(79.6)).toBe('80 ms');
    expect(seconds(NaN)).toBe('–');
    expect(millis(NaN)).toBe('–');
  });
});
