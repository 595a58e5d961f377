// `npm run bench [-- name …]`: runs the registered benchmarks (all, or those named), prints each
// one's measurements against its budget, and exits non-zero when a budget is missed.
// Register a benchmark by adding it to BENCHES.
import { apiBench } from './api.ts';
import { clientBench } from './client.ts';
import { embedBench } from './embed.ts';
import { hybridRetrievalBench } from './hybrid-retrieval.ts';
import { ingestBench } from './ingest.ts';
import { retrievalBench } from './retrieval.ts';
import { sharedHostBench } from './shared-host.ts';

export interface BenchMeasurement {
  name: string;
  value: number;
  unit: string;
  /** The budget: the measurement must be at most this. */
  budget?: number;
}

export interface Bench {
  name: string;
  description: string;
  run(): Promise<BenchMeasurement[]>;
}

const BENCHES: Bench[] = [apiBench, embedBench, clientBench, retrievalBench, hybridRetrievalBench, sharedHostBench, ingestBench];

const wanted = process.argv.slice(2);
const selected = wanted.length > 0 ? BENCHES.filter((bench) => wanted.includes(bench.name)) : BENCHES;
if (selected.length === 0) {
  console.error(`No benchmark named ${wanted.join(', ')}. Known: ${BENCHES.map((bench) => bench.name).join(', ')}`);
  process.exit(2);
}

let missed = 0;
for (const bench of selected) {
  console.log(`\n▶ ${bench.name}: ${bench.description}`);
  for (const measurement of await bench.run()) {
    const within = measurement.budget === undefined || measurement.value <= measurement.budget;
    if (!within) missed += 1;
    const budget = measurement.budget === undefined ? '' : ` (budget ≤ ${measurement.budget} ${measurement.unit})`;
    console.log(`  ${within ? '✔' : '✘'} ${measurement.name}: ${measurement.value} ${measurement.unit}${budget}`);
  }
}
process.exit(missed > 0 ? 1 : 0);
