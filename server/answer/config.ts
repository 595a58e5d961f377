// The answer-engine settings, parsed from the environment once (server/config.ts calls this).
// No KORERO_LLM_PROVIDER: the extractive engine, which needs nothing. With it: the LLM engine, which
// falls back to the extractive answer on timeout or provider error.

export const LLM_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

export interface LlmConfig {
  provider: LlmProvider;
  model: string;
  /** Required for openai-compatible (e.g. an Ollama, vLLM or llama.cpp server's /v1 URL). */
  baseUrl?: string;
  /** Optional for local OpenAI-compatible servers; for OpenAI/Anthropic the SDK also reads its own variable. */
  apiKey?: string;
  /** Whole LLM call, first byte to last token; past it the extractive answer is returned instead. */
  timeoutMs: number;
  maxOutputTokens: number;
  temperature: number;
}

export type AnswerEngineConfig = { kind: 'extractive' } | { kind: 'llm'; llm: LlmConfig };

export const DEFAULT_LLM_TIMEOUT_MS = 15_000;

export class AnswerConfigError extends Error {
  override name = 'AnswerConfigError';
}

type Env = Record<string, string | undefined>;

const read = (env: Env, name: string) => env[name]?.trim() || undefined;

function numberIn(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new AnswerConfigError(`${name} must be a number between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

export function parseAnswerEngineConfig(env: Env = process.env): AnswerEngineConfig {
  const provider = read(env, 'KORERO_LLM_PROVIDER')?.toLowerCase();
  if (!provider || provider === 'none' || provider === 'extractive') return { kind: 'extractive' };
  if (!(LLM_PROVIDERS as readonly string[]).includes(provider)) {
    throw new AnswerConfigError(`KORERO_LLM_PROVIDER must be one of ${LLM_PROVIDERS.join(', ')} (or unset), got "${provider}"`);
  }
  const model = read(env, 'KORERO_LLM_MODEL');
  if (!model) throw new AnswerConfigError('KORERO_LLM_MODEL is required when KORERO_LLM_PROVIDER is set');
  const baseUrl = read(env, 'KORERO_LLM_BASE_URL');
  if (provider === 'openai-compatible' && !baseUrl) {
    throw new AnswerConfigError('KORERO_LLM_BASE_URL is required for KORERO_LLM_PROVIDER=openai-compatible');
  }
  if (baseUrl && !/^https?:\/\//.test(baseUrl)) throw new AnswerConfigError('KORERO_LLM_BASE_URL must be an http(s) URL');
  return {
    kind: 'llm',
    llm: {
      provider: provider as LlmProvider,
      model,
      baseUrl,
      apiKey: read(env, 'KORERO_LLM_API_KEY'),
      timeoutMs: numberIn(env, 'KORERO_LLM_TIMEOUT_MS', DEFAULT_LLM_TIMEOUT_MS, 100, 600_000),
      maxOutputTokens: numberIn(env, 'KORERO_LLM_MAX_TOKENS', 600, 16, 32_000),
      temperature: numberIn(env, 'KORERO_LLM_TEMPERATURE', 0.2, 0, 2),
    },
  };
}
