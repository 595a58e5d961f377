// The `korero` command line: organisations, their knowledge and a question from the terminal.
// It reads DATA_DIR / DATABASE_URL like the server (server/config.ts). main.ts runs it on the
// process's streams; the tests run commands in their own process on streams of their own.
import { Command, CommanderError } from 'commander';
import { registerAskCommand } from './ask-command.ts';
import { registerKeyCommands } from './key-commands.ts';
import { registerOrganisationCommands } from './organisation-commands.ts';
import { registerTeamCommands } from './team-commands.ts';
import { registerSourceCommands } from './source-commands.ts';
import { registerSynonymCommands } from './synonym-commands.ts';
import { registerUnansweredCommand } from './unanswered-command.ts';
import { registerWebhookCommands } from './webhook-commands.ts';
import { printError, withCliStreams, type CliStreams } from './streams.ts';

function buildProgram(streams: CliStreams): Command {
  const program = new Command()
    .name('korero')
    .description('Manage Korero organisations and their knowledge.')
    .addHelpText(
      'after',
    `
Storage: the same as the server. DATABASE_URL=postgres://… uses PostgreSQL (safe while the server
runs); otherwise PGlite in DATA_DIR (default ./data). PGlite allows one process at a time, so stop
the server before using the CLI on a PGlite data directory.

Fetching URLs refuses private and loopback addresses; KORERO_ALLOW_PRIVATE_FETCH=true (or
--allow-private) lifts that for development. KORERO_LLM_* selects the LLM engine for "ask".
KORERO_EMBEDDING_* embeds what the source commands add and lets "ask" find answers by meaning.

Examples:
  korero org create --id acme --name "Acme Ltd" --owner you@acme.example --allow-origin https://www.acme.example
      (prints the new organisation's id — <org> below — its first owner's invitation link and the
      embed snippet for the server at PUBLIC_URL, else http://HOST:PORT; --public-url names another)
  korero team invite <org> sam@acme.example --role agent     (korero team list|remove <org> …)
  korero keys create <org> "Zapier"                           (korero keys list|revoke <org> …)
  korero source add <org> https://acme.example/help --crawl --max-pages 100
  korero source add <org> ./docs --base-url https://acme.example/docs/
  korero source add <org> --text returns.txt --name "Returns policy"
  korero source add <org> --qa faq.json --name "FAQ"
  korero synonyms add <org> merch merchandise souvenirs
  korero ask <org> "How much does shipping cost?"
  korero unanswered <org>          (what visitors asked that the content could not answer)
  korero webhooks add <org> https://example.com/hooks/korero --event handoff.requested`,
    );
  // Commander's own errors (an unknown option, a bad value) are written and returned as the exit
  // code instead of ending the process, so that a run in another process's tests ends only itself.
  program.exitOverride().configureOutput({ writeOut: (text) => streams.stdout(text), writeErr: (text) => streams.stderr(text) });
  registerOrganisationCommands(program);
  registerTeamCommands(program);
  registerKeyCommands(program);
  registerSourceCommands(program);
  registerSynonymCommands(program);
  registerAskCommand(program);
  registerUnansweredCommand(program);
  registerWebhookCommands(program);
  return program;
}

/** Runs one command line (argv as process.argv: node, script, arguments) and returns its exit code. */
export function runCli(argv: string[], streams: CliStreams): Promise<number> {
  return withCliStreams(streams, async () => {
    try {
      await buildProgram(streams).parseAsync(argv);
      return 0;
    } catch (error) {
      if (error instanceof CommanderError) return error.exitCode;
      printError(`korero: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  });
}
