// `korero synonyms list|add|remove`: an organisation's own words for the same thing.
import type { Command } from 'commander';
import { addSynonymGroup, deleteSynonymGroup, listSynonymGroups, normaliseSynonyms, synonymGroupProblem } from '../store/synonyms-repository.ts';
import { isUuid } from '../validation.ts';
import { withStore } from './context.ts';
import { requireOrganisation } from './organisation-commands.ts';
import { print } from './streams.ts';

export function registerSynonymCommands(program: Command): void {
  const synonyms = program.command('synonyms').description("an organisation's synonym groups: words its visitors use for the same thing as its content");
  synonyms
    .command('list')
    .description("list an organisation's synonym groups")
    .argument('<organisation>', 'organisation id')
    .action(async (organisationId: string) => {
      await withStore(async ({ store }) => {
        await requireOrganisation(store, organisationId);
        const groups = await listSynonymGroups(store.db, organisationId);
        for (const group of groups) print(`${group.id}\t${group.words.join(', ')}`);
        if (groups.length === 0) print(`No synonym groups yet: korero synonyms add ${organisationId} <word> <word> [...]`);
      });
    });
  synonyms
    .command('add')
    .description('add a group of words that mean the same thing here (each counts as the others in questions)')
    .argument('<organisation>', 'organisation id')
    .argument('<words...>', 'two or more words or phrases, e.g. bungy bungee')
    .action(async (organisationId: string, words: string[]) => {
      const normalised = normaliseSynonyms(words);
      const problem = synonymGroupProblem(normalised);
      if (problem) throw new Error(problem);
      await withStore(async ({ store }) => {
        await requireOrganisation(store, organisationId);
        const group = await addSynonymGroup(store.db, organisationId, normalised);
        print(`Added ${group.id}: ${group.words.join(', ')}`);
      });
    });
  synonyms
    .command('remove')
    .description('remove a synonym group')
    .argument('<organisation>', 'organisation id')
    .argument('<group-id>', 'the id shown by synonyms list')
    .action(async (organisationId: string, groupId: string) => {
      if (!isUuid(groupId)) throw new Error(`No synonym group ${groupId} (korero synonyms list ${organisationId} shows them)`);
      await withStore(async ({ store }) => {
        await requireOrganisation(store, organisationId);
        if (!(await deleteSynonymGroup(store.db, organisationId, groupId.toLowerCase()))) throw new Error(`No synonym group ${groupId} in ${organisationId}`);
        print('Removed.');
      });
    });
}
