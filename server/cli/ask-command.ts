// `korero ask`: a question from the terminal, answered exactly as the chat would answer it.
import type { Command } from 'commander';
import type { AnswerEngineConfig } from '../answer/config.ts';
import type { AnswerEngine } from '../answer/engine.ts';
import type { Store } from '../store/db.ts';
import { absoluteUrl } from '../public-url.ts';
import { withStore } from './context.ts';
import { requireOrganisation } from './organisation-commands.ts';
import { print, printError } from './streams.ts';

/** The engine the chat would use (the LLM SDKs load only when an LLM is configured). */
async function answerEngine(config: AnswerEngineConfig, store: Store): Promise<AnswerEngine> {
  const { createAnswerEngine } = await import('../answer/index.ts');
  return createAnswerEngine(config, store, { onFallback: (reason) => printError(`(LLM unavailable, extractive answer: ${reason})`) });
}

export function registerAskCommand(program: Command): void {
  program
    .command('ask')
    .description("ask an organisation's assistant a question")
    .argument('<organisation>', 'organisation id')
    .argument('<question...>', 'the question')
    .option('--json', 'print the answer as JSON')
    .action(async (organisationId: string, words: string[], options: { json?: boolean }) => {
      await withStore(async ({ config, store }) => {
        const { id, name } = await requireOrganisation(store, organisationId);
        const organisation = { id, name };
        const engine = await answerEngine(config.answer, store);
        const started = performance.now();
        const answered = await engine.answer({ organisation, history: [], question: words.join(' ') });
        // Citations as a visitor gets them: absolute, on this server's public URL.
        const answer = { ...answered, citations: answered.citations.map((citation) => ({ ...citation, url: absoluteUrl(citation.url, config.publicUrl) })) };
        const elapsed = Math.round(performance.now() - started);
        if (options.json) {
          print(JSON.stringify({ ...answer, elapsedMs: elapsed }, null, 2));
          return;
        }
        print(answer.text);
        if (answer.citations.length) print(`\nSources:\n${answer.citations.map((citation) => `  ${citation.name} — ${citation.url}`).join('\n')}`);
        print(`\n(${answer.engine}, ${elapsed} ms${answer.wantsHuman ? ', visitor asked for a person' : ''})`);
      });
    });
}
