// The answer-engine settings, parsed from the environment once (server/config.ts calls this).
// No KORERO_LLM_PROVIDER: the extractive engine, which needs nothing. With it: the LLM engine, which
// falls back to the extractive answer on timeout or provider error.
import { boundedNumber, type NumberBounds } from '../bounded-number.ts';

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

function numberIn(env: Env, name: string, bounds: NumberBounds): number {
  return boundedNumber(read(env, name), bounds, (problem) => new AnswerConfigError(`${name} ${problem}`));
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
      timeoutMs: numberIn(env, 'KORERO_LLM_TIMEOUT_MS', { fallback: DEFAULT_LLM_TIMEOUT_MS, min: 100, max: 600_000, integer: true }),
      maxOutputTokens: numberIn(env, 'KORERO_LLM_MAX_TOKENS', { fallback: 600, min: 16, max: 32_000, integer: true }),
      temperature: numberIn(env, 'KORERO_LLM_TEMPERATURE', { fallback: 0.2, min: 0, max: 2 }),
    },
  };
}
