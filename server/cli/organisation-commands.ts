// `korero org create|list`: organisations, straight in the store.
import type { Command } from 'commander';
import { count, eq } from 'drizzle-orm';
import { organisations, sections, sources } from '../store/schema.ts';
import { withStore } from './context.ts';

export function registerOrganisationCommands(program: Command): void {
  const org = program.command('org').description('create and list organisations');
  org
    .command('create')
    .description('create an organisation')
    .argument('<id>', 'a short stable id, used in URLs (letters, digits and dashes)')
    .requiredOption('-n, --name <name>', 'the name visitors see')
    .option('-d, --description <text>', 'a one-line description', '')
    .option('-q, --question <question...>', 'default questions shown as suggestions')
    .action(async (id: string, options: { name: string; description: string; question?: string[] }) => {
      if (!/^[a-z0-9][a-z0-9-]{1,62}$/.test(id)) throw new Error('The id must be 2–63 lowercase letters, digits or dashes');
      await withStore(async ({ store }) => {
        const [existing] = await store.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, id));
        if (existing) throw new Error(`Organisation ${id} already exists`);
        await store.db.insert(organisations).values({ id, name: options.name, description: options.description, defaultQuestions: options.question ?? [] });
        console.log(`Created organisation ${id} (${options.name})`);
      });
    });
  org
    .command('list')
    .description('list organisations with their source and section counts')
    .action(async () => {
      await withStore(async ({ store }) => {
        const rows = await store.db.select({ id: organisations.id, name: organisations.name }).from(organisations).orderBy(organisations.id);
        for (const row of rows) {
          const [[sourceCount], [sectionCount]] = await Promise.all([
            store.db.select({ n: count() }).from(sources).where(eq(sources.organisationId, row.id)),
            store.db.select({ n: count() }).from(sections).where(eq(sections.organisationId, row.id)),
          ]);
          console.log(`${row.id}\t${row.name}\t${sourceCount.n} sources\t${sectionCount.n} sections`);
        }
        if (rows.length === 0) console.log('No organisations yet: korero org create <id> --name <name>');
      });
    });
}
