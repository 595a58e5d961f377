// The answer engines' public face: the settings parser (called by server/config.ts) and the factory.
import type { Store } from '../store/db.ts';
import type { AnswerEngineConfig } from './config.ts';
import type { AnswerEngine } from './engine.ts';
import { createExtractiveEngine } from './extractive/extractive-engine.ts';
// Types only: the LLM engine and its provider SDKs (~0.3 s of CPU to load) are imported when an
// LLM is configured, not at every start.
import type { LlmEngineOptions } from './llm/llm-engine.ts';

export { AnswerConfigError, DEFAULT_LLM_TIMEOUT_MS, LLM_PROVIDERS, parseAnswerEngineConfig } from './config.ts';
export type { AnswerEngineConfig, LlmConfig, LlmProvider } from './config.ts';
export type { Answer, AnswerEngine, AnswerRequest } from './engine.ts';
export { classifyIntent, HUMAN_LINK_LABEL } from './intents.ts';
export { summariseConversation } from './summary.ts';

export async function createAnswerEngine(config: AnswerEngineConfig, store: Store, options: LlmEngineOptions = {}): Promise<AnswerEngine> {
  if (config.kind !== 'llm') return createExtractiveEngine(store, options);
  const { createLlmEngine } = await import('./llm/llm-engine.ts');
  return createLlmEngine(config.llm, store, options);
}
