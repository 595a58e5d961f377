import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { embeddingSignature, parseEmbeddingConfig } from '../../server/knowledge/embeddings/embedding-config.ts';

describe('embedding settings', () => {
  it('are off unless a provider is set', () => {
    expect(parseEmbeddingConfig({})).toBeUndefined();
    expect(parseEmbeddingConfig({ KORERO_EMBEDDING_PROVIDER: 'none' })).toBeUndefined();
    expect(loadConfig({}).embeddings).toBeUndefined();
  });

  it('read the provider, model, server and sizes, with defaults', () => {
    expect(
      parseEmbeddingConfig({
        KORERO_EMBEDDING_PROVIDER: 'openai-compatible',
        KORERO_EMBEDDING_MODEL: 'nomic-embed-text',
        KORERO_EMBEDDING_BASE_URL: 'http://localhost:11434/v1',
      }),
    ).toEqual({ provider: 'openai-compatible', model: 'nomic-embed-text', baseUrl: 'http://localhost:11434/v1', apiKey: undefined, dimensions: undefined, batchSize: 64, timeoutMs: 30_000, questionTimeoutMs: 5_000, minSimilarity: 0.3 });
    const openai = parseEmbeddingConfig({ KORERO_EMBEDDING_PROVIDER: 'OpenAI', KORERO_EMBEDDING_MODEL: 'text-embedding-3-small', KORERO_EMBEDDING_DIMENSIONS: '512', KORERO_EMBEDDING_BATCH_SIZE: '100' });
    expect(openai).toMatchObject({ provider: 'openai', dimensions: 512, batchSize: 100 });
    expect(embeddingSignature(openai!)).toBe('openai:text-embedding-3-small:512');
  });

  it('refuse what cannot work, with the variable named, as a ConfigError at start', () => {
    const base = { KORERO_EMBEDDING_PROVIDER: 'openai', KORERO_EMBEDDING_MODEL: 'm' };
    expect(() => loadConfig({ KORERO_EMBEDDING_PROVIDER: 'cohere' })).toThrow(ConfigError);
    expect(() => loadConfig({ KORERO_EMBEDDING_PROVIDER: 'cohere' })).toThrow(/KORERO_EMBEDDING_PROVIDER must be one of openai, openai-compatible/);
    expect(() => loadConfig({ KORERO_EMBEDDING_PROVIDER: 'openai' })).toThrow(/KORERO_EMBEDDING_MODEL is required/);
    expect(() => loadConfig({ KORERO_EMBEDDING_PROVIDER: 'openai-compatible', KORERO_EMBEDDING_MODEL: 'm' })).toThrow(/KORERO_EMBEDDING_BASE_URL is required/);
    expect(() => loadConfig({ ...base, KORERO_EMBEDDING_BASE_URL: 'localhost:11434' })).toThrow(/must be an http\(s\) URL/);
    expect(() => loadConfig({ ...base, KORERO_EMBEDDING_DIMENSIONS: '1.5' })).toThrow(/KORERO_EMBEDDING_DIMENSIONS must be a whole number/);
    expect(() => loadConfig({ ...base, KORERO_EMBEDDING_BATCH_SIZE: '0' })).toThrow(/KORERO_EMBEDDING_BATCH_SIZE/);
    expect(() => loadConfig({ ...base, KORERO_EMBEDDING_MIN_SIMILARITY: 'high' })).toThrow(/KORERO_EMBEDDING_MIN_SIMILARITY must be a number/);
  });
});
