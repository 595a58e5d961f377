// The LLM answer engine (Vercel AI SDK). It retrieves like the extractive engine, gives the model
// the sections as numbered sources and cites exactly the sources the model cited. On timeout or
// provider error it returns the extractive answer built from the same retrieval, so the worst case
// is bounded by retrieval + KORERO_LLM_TIMEOUT_MS (retries are off: each would add a full timeout).
import { streamText } from 'ai';
import type { Store } from '../../store/db.ts';
import type { LlmConfig } from '../config.ts';
import type { Answer, AnswerEngine, AnswerRequest } from '../engine.ts';
import { citationsOf, createExtractiveEngine, type ExtractiveEngineOptions } from '../extractive/extractive-engine.ts';
import { renderQuotes } from '../extractive/render.ts';
import { classifyIntent, intentReply, noAnswerReply } from '../intents.ts';
import { summariseConversation } from '../summary.ts';
import { conversationMessages, mapCitations, MAX_SOURCES, revealsInstructions, systemPrompt } from './prompt.ts';
import { languageModel } from './provider.ts';
import { visibleTextStream } from './visible-text.ts';

/** Sections this weakly related to the question are not worth the model's attention. */
const MIN_SOURCE_COVERAGE = 0.2;

export interface LlmEngineOptions extends ExtractiveEngineOptions {
  /** Called with the reason whenever the engine falls back to the extractive answer. */
  onFallback?: (reason: string) => void;
}

export function createLlmEngine(config: LlmConfig, store: Store, options: LlmEngineOptions = {}): AnswerEngine {
  const extractive = createExtractiveEngine(store, options);
  const model = languageModel(config);

  async function complete(system: string, request: AnswerRequest): Promise<string> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error(`LLM timed out after ${config.timeoutMs} ms`)), config.timeoutMs);
    try {
      const result = streamText({
        model,
        system,
        messages: conversationMessages(request.history, request.question),
        maxOutputTokens: config.maxOutputTokens,
        temperature: config.temperature,
        maxRetries: 0,
        abortSignal: abort.signal,
        // Errors arrive as stream parts below and become a fallback; the SDK's default logs them.
        onError: () => {},
      });
      let text = '';
      const show = request.onText ? visibleTextStream(request.onText) : undefined;
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') {
          text += part.text;
          show?.(part.text);
        } else if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error(String(part.error));
        else if (part.type === 'abort') throw abort.signal.reason ?? new Error('LLM call aborted');
      }
      if (abort.signal.aborted) throw abort.signal.reason;
      return text;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async answer(request: AnswerRequest): Promise<Answer> {
      const intent = classifyIntent(request.question);
      if (intent !== 'question') {
        return { text: intentReply(intent, request.organisation.name), citations: [], wantsHuman: intent === 'human', unanswered: false, engine: 'llm' };
      }
      const findings = await extractive.find(request);
      const sources = findings.retrieval.sections.filter((section) => section.coverage >= MIN_SOURCE_COVERAGE).slice(0, MAX_SOURCES);
      const fallback = (reason: string): Answer => {
        options.onFallback?.(reason);
        return findings.quotes.length > 0
          ? { text: renderQuotes(findings.quotes), citations: citationsOf(findings.quotes), wantsHuman: false, unanswered: false, engine: 'extractive' }
          : { text: noAnswerReply(request.organisation.name), citations: [], wantsHuman: false, unanswered: true, engine: 'extractive' };
      };
      // Nothing relevant to ground an answer on: the model would only be tempted to invent one.
      if (sources.length === 0) return fallback('no sources');
      let reply: string;
      try {
        reply = await complete(systemPrompt(request.organisation.name, sources), request);
      } catch (error) {
        return fallback(error instanceof Error ? error.message : String(error));
      }
      if (!reply.trim()) return fallback('empty reply');
      if (revealsInstructions(reply, request.organisation.name)) {
        return {
          text: `I can't share that, but I'm happy to answer questions about ${request.organisation.name}.`,
          citations: [],
          wantsHuman: false,
          unanswered: false,
          engine: 'llm',
        };
      }
      const { text, citations } = mapCitations(reply, sources);
      // Told to cite every fact and to cite nothing when the sources lack the answer: an answer
      // without citations is the model saying it does not know.
      return { text, citations, wantsHuman: false, unanswered: citations.length === 0, engine: 'llm' };
    },
    async summarise(messages) {
      return summariseConversation(messages);
    },
  };
}
