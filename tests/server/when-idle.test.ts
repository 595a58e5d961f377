// The warm-up after a start waits for an idle event loop, so the requests waiting at a restart are
// served first (a fixed delay let it run ahead of them on a busy machine).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../server/when-idle.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits while the event loop stays busy, then runs the work once', () => {
    vi.useFakeTimers();
    const busy = [0.9, 0.95, 0.6, 0.1, 0.05];
    const work = vi.fn();
    whenIdle(work, { intervalMs: 500, busyBelow: 0.2, utilization: () => busy.shift() ?? 0 });
    vi.advanceTimersByTime(1500);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the loop is idle', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    const cancel = whenIdle(work, { intervalMs: 500, busyBelow: 0.2, utilization: () => 1 });
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();
  });

  it("runs on this process's idle event loop, measured for real", async () => {
    await new Promise<void>((resolve) => whenIdle(resolve, { intervalMs: 50, busyBelow: 0.5 }));
  });

});
