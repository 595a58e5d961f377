// Turns texts into unit-length vectors through the Vercel AI SDK. Only this file knows the providers.
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { embedMany, type EmbeddingModel } from 'ai';
import type { EmbeddingConfig } from './embedding-config.ts';

/** Embeds texts (one request per call); rejects on provider error or past the timeout. */
export type Embedder = (texts: string[], timeoutMs: number) => Promise<number[][]>;

function embeddingModel(config: EmbeddingConfig): EmbeddingModel {
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl }).embeddingModel(config.model);
    case 'openai-compatible':
      return createOpenAICompatible({ name: 'openai-compatible', baseURL: config.baseUrl!, apiKey: config.apiKey }).embeddingModel(config.model);
  }
}

/** Unit length, so cosine similarity is a dot product on either back-end. */
export function normalise(vector: number[]): number[] {
  const length = Math.hypot(...vector);
  return length > 0 ? vector.map((value) => value / length) : vector;
}

export function createEmbedder(config: EmbeddingConfig): Embedder {
  const model = embeddingModel(config);
  const dimensions = config.dimensions ? { dimensions: config.dimensions } : undefined;
  return async (texts, timeoutMs) => {
    const { embeddings } = await embedMany({
      model,
      values: texts,
      // The caller batches and retries at the next ingestion; the SDK's retries would multiply the timeout.
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(timeoutMs),
      providerOptions: dimensions ? { openai: dimensions, openaiCompatible: dimensions } : undefined,
    });
    return embeddings.map(normalise);
  };
}
