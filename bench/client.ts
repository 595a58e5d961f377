// `npm run bench -- client` (after `npm run build`): what each route of the built client costs a
// visitor in Chromium against the real server.
//
//   size:  gzip -9 of the JS and CSS the browser fetched for the route (its network log, fresh
//          context, until the page is usable and the network is idle), beside the widget target;
//          on /widget the embed's iframe is counted in the total and shown on its own
//   time:  navigation start → the chat's message input is in the page and enabled (median of
//          BENCH_ROUNDS cold loads, default 5)
//
// Only the widget panel's size has a budget; times are figures, not pass/fail.
import type { Browser } from 'playwright-core';
import { ChatPage } from '../tests/e2e/support/chat-page.ts';
import {
  CHAT_ROUTES,
  COMPARISON_KB,
  MEASURED_ROUTES,
  WIDGET_PANEL_BUDGET_KB,
  WIDGET_PANEL_STRETCH_KB,
  kb,
  measureRouteAssets,
  median,
  timeToInteractiveChat,
  type RouteAssets,
} from '../tests/e2e/support/route-assets.ts';
import { launchBrowser, startKorero } from '../tests/e2e/support/suite.ts';
import type { Bench, BenchMeasurement } from './run.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WIDGET_PANEL = '/queenstown-adventures/frame';

const pad = (value: string | number, width: number) => String(value).padStart(width);

function sizeTable(rows: Array<{ label: string; assets: RouteAssets }>): string {
  const lines = [
    `  ${'route'.padEnd(52)} ${pad('JS KB', 8)} ${pad('CSS KB', 8)} ${pad('total KB', 9)} ${pad('iframe KB', 10)} ${pad('files', 6)}  target`,
  ];
  for (const { label, assets } of rows) {
    const target = (CHAT_ROUTES as readonly string[]).includes(label.split(' ')[0])
      ? `≤ ${WIDGET_PANEL_BUDGET_KB} (stretch ≤ ${WIDGET_PANEL_STRETCH_KB})`
      : '—';
    lines.push(
      `  ${label.padEnd(52)} ${pad(kb(assets.jsGzip), 8)} ${pad(kb(assets.cssGzip), 8)} ${pad(kb(assets.totalGzip), 9)} ${pad(assets.iframeGzip ? kb(assets.iframeGzip) : '—', 10)} ${pad(assets.files.length, 6)}  ${target}`,
    );
  }
  lines.push(`  for comparison (embed, gzip KB): ${Object.entries(COMPARISON_KB).map(([name, size]) => `${name} ${size}`).join(', ')}`);
  return lines.join('\n');
}

async function measureSizes(browser: Browser, origin: string) {
  const rows: Array<{ label: string; assets: RouteAssets }> = [];
  for (const path of MEASURED_ROUTES) rows.push({ label: path, assets: await measureRouteAssets(browser, origin, path) });
  const answered = await measureRouteAssets(browser, origin, WIDGET_PANEL, async (page) => {
    const chat = new ChatPage(page);
    await chat.suggestion('How much does a tandem jump cost?').click();
    await chat.waitForView('conversation', 30_000);
  });
  rows.push({ label: `${WIDGET_PANEL} + first answer (markdown)`, assets: answered });
  return rows;
}

async function measureTimes(browser: Browser, origin: string): Promise<Array<{ path: string; median: number; samples: number[] }>> {
  const results = [];
  for (const path of CHAT_ROUTES) {
    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) samples.push(await timeToInteractiveChat(browser, origin, path));
    results.push({ path, median: median(samples), samples });
  }
  return results;
}

export const clientBench: Bench = {
  name: 'client',
  description: `client size per route (gzip JS + CSS) and time to an interactive chat input (median of ${ROUNDS})`,
  async run(): Promise<BenchMeasurement[]> {
    const korero = await startKorero({ LOG_LEVEL: 'error' });
    const browser = await launchBrowser();
    try {
      // One unmeasured load: the server's first requests (PGlite, file reads) are not a visitor's.
      await timeToInteractiveChat(browser, korero.origin, '/');

      const sizes = await measureSizes(browser, korero.origin);
      console.log(sizeTable(sizes));
      const times = await measureTimes(browser, korero.origin);
      console.log(`\n  ${'route'.padEnd(52)} ${pad('median ms', 10)}  samples`);
      for (const time of times) console.log(`  ${time.path.padEnd(52)} ${pad(time.median, 10)}  ${time.samples.join(', ')}`);
      console.log('');

      const panel = sizes.find((row) => row.label === WIDGET_PANEL)!.assets;
      const widgetDemo = sizes.find((row) => row.label === '/widget')!.assets;
      const answered = sizes.at(-1)!.assets;
      return [
        { name: 'widget panel JS + CSS (gzip, until usable)', value: kb(panel.totalGzip), unit: 'KB', budget: WIDGET_PANEL_BUDGET_KB },
        { name: 'widget panel JS + CSS (gzip, with an answer shown)', value: kb(answered.totalGzip), unit: 'KB' },
        { name: '/widget: the embed’s frame JS + CSS (gzip)', value: kb(widgetDemo.iframeGzip), unit: 'KB', budget: WIDGET_PANEL_BUDGET_KB },
        ...sizes
          .filter((row) => row.label !== WIDGET_PANEL && row.assets !== answered)
          .map((row) => ({ name: `${row.label} JS + CSS (gzip)`, value: kb(row.assets.totalGzip), unit: 'KB' })),
        ...times.map((time) => ({ name: `${time.path} navigation → chat input usable (median)`, value: time.median, unit: 'ms' })),
      ];
    } finally {
      await browser.close();
      await korero.stop();
    }
  },
};
