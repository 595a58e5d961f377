// `korero unanswered <organisation>`: the questions visitors asked that the content could not
// answer, newest first — what to add to the organisation's sources.
import { InvalidArgumentError, type Command } from 'commander';
import { UNANSWERED_PAGE_DEFAULT, UNANSWERED_PAGE_MAX } from '../../src/contract/contract.ts';
import { decodeUnansweredCursor, encodeUnansweredCursor, listUnansweredQuestions, toUnansweredQuestion } from '../store/unanswered-repository.ts';
import { withStore } from './context.ts';
import { requireOrganisation } from './organisation-commands.ts';
import { print } from './streams.ts';

function pageSize(value: string): number {
  const limit = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(limit >= 1 && limit <= UNANSWERED_PAGE_MAX)) throw new InvalidArgumentError(`--limit must be a whole number from 1 to ${UNANSWERED_PAGE_MAX}`);
  return limit;
}

function cursor(value: string) {
  const decoded = decodeUnansweredCursor(value);
  if (!decoded) throw new InvalidArgumentError('--before must be the value a previous page printed');
  return decoded;
}

export function registerUnansweredCommand(program: Command): void {
  program
    .command('unanswered')
    .description("questions the assistant could not answer from the organisation's content, newest first")
    .argument('<organisation>', 'organisation id')
    .option('--limit <n>', `questions per page (at most ${UNANSWERED_PAGE_MAX})`, pageSize, UNANSWERED_PAGE_DEFAULT)
    .option('--before <cursor>', 'the next page: the cursor the previous page printed', cursor)
    .option('--json', 'print the page as JSON: {"questions": [...], "next"}')
    .action(async (organisationId: string, options: { limit: number; before?: ReturnType<typeof cursor>; json?: boolean }) => {
      await withStore(async ({ store }) => {
        await requireOrganisation(store, organisationId);
        const { rows, more } = await listUnansweredQuestions(store.db, organisationId, { limit: options.limit, before: options.before });
        const last = rows.at(-1);
        const next = more && last ? encodeUnansweredCursor(last) : null;
        if (options.json) {
          print(JSON.stringify({ questions: rows.map(toUnansweredQuestion), next }, null, 2));
          return;
        }
        if (rows.length === 0) print(options.before ? 'No more unanswered questions.' : 'No unanswered questions yet.');
        for (const row of rows) print(`${new Date(row.createdAt).toISOString()}\t${row.conversationId}\t${row.question.replace(/\s+/g, ' ')}`);
        if (next) print(`More: korero unanswered ${organisationId} --limit ${options.limit} --before ${next}`);
      });
    });
}
