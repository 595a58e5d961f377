// `korero ask`: a question from the terminal, answered exactly as the chat would answer it.
import type { Command } from 'commander';
import { createAnswerEngine } from '../answer/index.ts';
import { absoluteUrl } from '../public-url.ts';
import { withStore } from './context.ts';
import { requireOrganisation } from './organisation-commands.ts';

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
        const engine = createAnswerEngine(config.answer, store, { onFallback: (reason) => console.error(`(LLM unavailable, extractive answer: ${reason})`) });
        const started = performance.now();
        const answered = await engine.answer({ organisation, history: [], question: words.join(' ') });
        // Citations as a visitor gets them: absolute, on this server's public URL.
        const answer = { ...answered, citations: answered.citations.map((citation) => ({ ...citation, url: absoluteUrl(citation.url, config.publicUrl) })) };
        const elapsed = Math.round(performance.now() - started);
        if (options.json) {
          console.log(JSON.stringify({ ...answer, elapsedMs: elapsed }, null, 2));
          return;
        }
        console.log(answer.text);
        if (answer.citations.length) console.log(`\nSources:\n${answer.citations.map((citation) => `  ${citation.name} — ${citation.url}`).join('\n')}`);
        console.log(`\n(${answer.engine}, ${elapsed} ms${answer.wantsHuman ? ', visitor asked for a person' : ''})`);
      });
    });
}
