// Work that should not hold up requests (the answer engine's warm-up after a start) runs once this
// thread is idle. A fixed delay after listening was not enough: on a busy machine a restarted
// server gets a fraction of a core, the requests waiting at its start took longer than the delay,
// and the warm-up (a second of this thread) ran ahead of them: a health check sent as the server
// started listening was answered 5 s later (soak G5's restart time).
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

export interface WhenIdleOptions {
  /** How often the event loop's use is looked at. */
  intervalMs: number;
  /** Idle: the loop was busy less than this share of the last interval. */
  busyBelow: number;
  /** The loop's busy share since the last call (tests give their own). */
  utilization?: () => number;
}

function loopUtilization(): () => number {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
}

/**
 * Calls `work` once, at the end of the first interval in which the event loop was mostly idle. A
 * thread that stays busy never calls it (what it would prepare is then made by the first request
 * that needs it). Returns a function that cancels it.
 */
export function whenIdle(work: () => void, { intervalMs, busyBelow, utilization = loopUtilization() }: WhenIdleOptions): () => void {
  const timer = setInterval(() => {
    if (utilization() >= busyBelow) return;
    clearInterval(timer);
    work();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
