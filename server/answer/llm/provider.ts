// The Vercel AI SDK model for the configured provider. Only this file knows the providers.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { LlmConfig } from '../config.ts';

export function languageModel(config: LlmConfig): LanguageModel {
  switch (config.provider) {
    case 'openai':
      // Chat Completions rather than Responses: also what OpenAI-style proxies implement.
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl }).chat(config.model);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl })(config.model);
    case 'openai-compatible':
      return createOpenAICompatible({ name: 'openai-compatible', baseURL: config.baseUrl!, apiKey: config.apiKey })(config.model);
  }
}
