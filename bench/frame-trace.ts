// What a cold open of the embed's frame costs the frame's own renderer, read from a Chromium trace
// (bench/embed.ts). CPU time (the trace's thread time) moves less with the machine's load than the
// wall-clock figures beside it: on a shared machine it is the steadier measure of a change.
import type { Browser, Page } from 'playwright-core';
import { FRAME_APP_MARK } from '../src/embed/frame-shell-contract.ts';

/** Categories for the top-level tasks of every thread, and the page's performance marks. */
const CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Thread (CPU) time of a complete event, µs. */
  tdur?: number;
  args?: { name?: string };
}

export interface FrameCpu {
  /** The frame's renderer main thread, until the app had taken over its first view. */
  mainThreadMs: number;
  /** The same renderer's other threads (script streaming and compiling, the compositor, …). */
  otherThreadsMs: number;
}

/**
 * Runs `open` (a click that opens the panel and waits for the app to take over) under a trace,
 * and sums the CPU time of the frame's renderer until the app's mark. The frame is cross-site, so
 * it has a renderer process of its own: the one where the mark was set.
 */
export async function traceFrameCpu(browser: Browser, page: Page, open: () => Promise<void>): Promise<FrameCpu> {
  await browser.startTracing(page, { categories: CATEGORIES });
  await open();
  const events = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mark = events.find((event) => event.name === FRAME_APP_MARK);
  if (!mark) throw new Error(`no ${FRAME_APP_MARK} mark in the trace`);
  const main = events.find((event) => event.pid === mark.pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  let mainThread = 0;
  let otherThreads = 0;
  for (const event of events) {
    if (event.pid !== mark.pid || event.ph !== 'X' || event.ts > mark.ts) continue;
    // The top-level task of a renderer's main thread, and of its pool's workers ('toplevel').
    if (event.name !== 'ThreadControllerImpl::RunTask' && event.name !== 'ThreadPool_RunTask') continue;
    if (main && event.tid === main.tid) mainThread += event.tdur ?? 0;
    else otherThreads += event.tdur ?? 0;
  }
  return { mainThreadMs: mainThread / 1000, otherThreadsMs: otherThreads / 1000 };
}
