// The load generator, run in its own process (forked by bench/api.ts) so that it does not share
// an event loop or CPU time accounting with the server it measures. Receives one LoadRequest,
// answers one LoadResult, exits.
import autocannon from 'autocannon';

export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
  /** Requests per second across all connections; unset means as fast as possible. */
  overallRate?: number;
  /** Statuses that count as success (e.g. 304 for a conditional poll). */
  expectedStatuses: number[];
}

export interface LoadResult {
  requests: number;
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  unexpected: Record<string, number>;
  errors: number;
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)];
}

export async function runLoad(request: LoadRequest): Promise<LoadResult> {
  const samples: number[] = [];
  const unexpected: Record<string, number> = {};
  const instance = autocannon({
    url: request.url,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections: request.connections,
    duration: request.durationSeconds,
    overallRate: request.overallRate,
  });
  // autocannon reports p97.5, not p95: keep every latency and compute the percentiles here.
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    samples.push(responseTime);
    if (!request.expectedStatuses.includes(statusCode)) unexpected[statusCode] = (unexpected[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  const sorted = Float64Array.from(samples).sort();
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    requests: samples.length,
    throughput: Math.round(samples.length / request.durationSeconds),
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted[sorted.length - 1] ?? Number.NaN),
    unexpected,
    errors: result.errors + result.timeouts,
  };
}

// Forked: wait for the request, run it, report, exit.
if (process.send) {
  process.once('message', (message: LoadRequest) => {
    runLoad(message).then(
      (result) => process.send!({ ok: true, result }, () => process.exit(0)),
      (error: unknown) => process.send!({ ok: false, error: String(error) }, () => process.exit(1)),
    );
  });
}
