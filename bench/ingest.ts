// One organisation uploads a 20 MB Markdown file (BENCH_INGEST_MB) while others are served: the
// real server (live-server.ts) on PGlite, where every query shares one thread with the serving of
// requests. During the upload, a health check and another organisation's chat poll start every
// 50 ms (upload-isolation.ts); their latencies are the figures. `npm run soak -- ingest` adds
// visitors of the other organisation and a reference window without the upload.
import { rmSync } from 'node:fs';
import { percentile, round } from './concurrent-askers.ts';
import { largeMarkdown } from './large-markdown.ts';
import { openBackend, residentMb, startServer, stopServer } from './live-server.ts';
import type { Bench, BenchMeasurement } from './run.ts';
import { otherOrganisationPoll, OTHERS_P99_BUDGET_MS, probeWhile, untilAnswered, uploadMarkdown } from './upload-isolation.ts';

const MEGABYTES = Number(process.env.BENCH_INGEST_MB ?? 20);

export const ingestBench: Bench = {
  name: 'ingest',
  description: `a ${MEGABYTES} MB Markdown upload by one organisation; health and another organisation's poll meanwhile (PGlite)`,
  async run(): Promise<BenchMeasurement[]> {
    const backend = await openBackend('pglite');
    if (backend.kind !== 'pglite') throw new Error('unreachable');
    const server = await startServer(backend);
    try {
      const pollUrl = await otherOrganisationPoll(server.base);
      await untilAnswered(pollUrl);
      // Just under the upload limit (MAX_FILE_BYTES, 20 MB).
      const markdown = largeMarkdown(MEGABYTES * 1024 * 1024 - 64 * 1024);
      const upload = uploadMarkdown(server.base, 'operations-manual.md', markdown);
      const probes = await probeWhile(server.base, pollUrl, upload);
      const { status, body } = await upload;
      if (status !== 201) throw new Error(`the upload answered ${status}: ${JSON.stringify(body)}`);
      const rss = residentMb(server.child.pid!);
      console.log(`  ${probes.health.length} health checks and ${probes.poll.length} polls during the upload`);
      return [
        { name: 'upload (parse, index, publish)', value: round((probes.to - probes.from) / 1000), unit: 's' },
        { name: 'sections stored', value: body.results?.[0]?.section_count ?? 0, unit: 'sections' },
        { name: '/api/health p50 during the upload', value: round(percentile(probes.health, 50)), unit: 'ms' },
        { name: '/api/health p99 during the upload', value: round(percentile(probes.health, 99)), unit: 'ms', budget: OTHERS_P99_BUDGET_MS },
        { name: '/api/health max during the upload', value: round(Math.max(...probes.health)), unit: 'ms' },
        { name: "another organisation's poll p50", value: round(percentile(probes.poll, 50)), unit: 'ms' },
        { name: "another organisation's poll p99", value: round(percentile(probes.poll, 99)), unit: 'ms', budget: OTHERS_P99_BUDGET_MS },
        { name: "another organisation's poll max", value: round(Math.max(...probes.poll)), unit: 'ms' },
        { name: 'server peak RSS (parse worker included)', value: rss.peak, unit: 'MB' },
      ];
    } finally {
      await stopServer(server);
      rmSync(backend.dataDir, { recursive: true, force: true });
    }
  },
};
