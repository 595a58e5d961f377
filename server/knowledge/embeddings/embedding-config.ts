// The embedding settings (KORERO_EMBEDDING_*), parsed from the environment once (server/config.ts
// calls this). No KORERO_EMBEDDING_PROVIDER: retrieval is full-text search alone and nothing about
// embeddings runs. With it: sections are embedded at ingestion and retrieval fuses both searches.

export const EMBEDDING_PROVIDERS = ['openai', 'openai-compatible'] as const;
export type EmbeddingProvider = (typeof EMBEDDING_PROVIDERS)[number];

export interface EmbeddingConfig {
  provider: EmbeddingProvider;
  model: string;
  /** Required for openai-compatible (e.g. an Ollama server's /v1 URL). */
  baseUrl?: string;
  /** Optional for local servers; for OpenAI the SDK also reads OPENAI_API_KEY. */
  apiKey?: string;
  /** Asks the model for vectors this long (text-embedding-3 models can shorten theirs); unset: the model's own. */
  dimensions?: number;
  /** Sections sent per embeddings request at ingestion. */
  batchSize: number;
  /** One embeddings request at ingestion, first byte to last; past it the request counts as failed. */
  timeoutMs: number;
  /** Embedding a visitor's question: past this the answer comes from full-text search alone. */
  questionTimeoutMs: number;
  /** A section found only by meaning is kept when its cosine similarity to the question is at least this. */
  minSimilarity: number;
}

export class EmbeddingConfigError extends Error {
  override name = 'EmbeddingConfigError';
}

type Env = Record<string, string | undefined>;

const read = (env: Env, name: string) => env[name]?.trim() || undefined;

function numberIn(env: Env, name: string, fallback: number | undefined, min: number, max: number, whole: boolean): number | undefined {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max || (whole && !Number.isInteger(value))) {
    throw new EmbeddingConfigError(`${name} must be a ${whole ? 'whole number' : 'number'} between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

export function parseEmbeddingConfig(env: Env = process.env): EmbeddingConfig | undefined {
  const provider = read(env, 'KORERO_EMBEDDING_PROVIDER')?.toLowerCase();
  if (!provider || provider === 'none') return undefined;
  if (!(EMBEDDING_PROVIDERS as readonly string[]).includes(provider)) {
    throw new EmbeddingConfigError(`KORERO_EMBEDDING_PROVIDER must be one of ${EMBEDDING_PROVIDERS.join(', ')} (or unset), got "${provider}"`);
  }
  const model = read(env, 'KORERO_EMBEDDING_MODEL');
  if (!model) throw new EmbeddingConfigError('KORERO_EMBEDDING_MODEL is required when KORERO_EMBEDDING_PROVIDER is set');
  const baseUrl = read(env, 'KORERO_EMBEDDING_BASE_URL');
  if (provider === 'openai-compatible' && !baseUrl) {
    throw new EmbeddingConfigError('KORERO_EMBEDDING_BASE_URL is required for KORERO_EMBEDDING_PROVIDER=openai-compatible');
  }
  if (baseUrl && !/^https?:\/\//.test(baseUrl)) throw new EmbeddingConfigError('KORERO_EMBEDDING_BASE_URL must be an http(s) URL');
  return {
    provider: provider as EmbeddingProvider,
    model,
    baseUrl,
    apiKey: read(env, 'KORERO_EMBEDDING_API_KEY'),
    dimensions: numberIn(env, 'KORERO_EMBEDDING_DIMENSIONS', undefined, 1, 16_000, true),
    batchSize: numberIn(env, 'KORERO_EMBEDDING_BATCH_SIZE', 64, 1, 2048, true)!,
    timeoutMs: numberIn(env, 'KORERO_EMBEDDING_TIMEOUT_MS', 30_000, 100, 600_000, true)!,
    questionTimeoutMs: numberIn(env, 'KORERO_EMBEDDING_QUESTION_TIMEOUT_MS', 5_000, 100, 600_000, true)!,
    minSimilarity: numberIn(env, 'KORERO_EMBEDDING_MIN_SIMILARITY', 0.3, -1, 1, false)!,
  };
}

/** What identifies vectors that can be compared: another model or length makes new ones. */
export function embeddingSignature(config: Pick<EmbeddingConfig, 'provider' | 'model' | 'dimensions'>): string {
  return `${config.provider}:${config.model}${config.dimensions ? `:${config.dimensions}` : ''}`;
}
