// The answer engines' public face: the settings parser (called by server/config.ts) and the factory.
import type { Store } from '../store/db.ts';
import type { AnswerEngineConfig } from './config.ts';
import type { AnswerEngine } from './engine.ts';
import { createExtractiveEngine } from './extractive/extractive-engine.ts';
import { createLlmEngine, type LlmEngineOptions } from './llm/llm-engine.ts';

export { AnswerConfigError, DEFAULT_LLM_TIMEOUT_MS, LLM_PROVIDERS, parseAnswerEngineConfig } from './config.ts';
export type { AnswerEngineConfig, LlmConfig, LlmProvider } from './config.ts';
export type { Answer, AnswerEngine, AnswerRequest } from './engine.ts';
export { classifyIntent, HUMAN_LINK_LABEL } from './intents.ts';
export { summariseConversation } from './summary.ts';

export function createAnswerEngine(config: AnswerEngineConfig, store: Store, options: LlmEngineOptions = {}): AnswerEngine {
  return config.kind === 'llm' ? createLlmEngine(config.llm, store, options) : createExtractiveEngine(store);
}
