// `korero team invite|list|remove`: an organisation's team members from the terminal. An
// invitation prints its one-time link (the invitee sets name and password on that page).
import type { Command } from 'commander';
import { MEMBER_ROLES } from '../store/schema.ts';
import { withStore } from './context.ts';
import { requireOrganisation } from './organisation-commands.ts';
import { print } from './streams.ts';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Prints the link, or JSON; shared by `team invite` and `org create --owner`. */
export function printInvitation(invitation: { email: string; role: string; expiresAt: number }, url: string, json: boolean | undefined): void {
  if (json) {
    print(JSON.stringify({ email: invitation.email, role: invitation.role, expires_at: new Date(invitation.expiresAt).toISOString(), url }, null, 2));
    return;
  }
  print(`Invitation for ${invitation.email} (${invitation.role}), valid until ${new Date(invitation.expiresAt).toISOString()}:`);
  print(`  ${url}`);
  print('Send it to them: it works once, and they choose their name and password there.');
}

export function registerTeamCommands(program: Command): void {
  const team = program.command('team').description("an organisation's team members: invite, list, remove");
  team
    .command('invite')
    .description('invite someone to the console: prints a one-time link')
    .argument('<organisation>', 'organisation id')
    .argument('<email>', 'their email address')
    .option('--role <role>', `${MEMBER_ROLES.join(' or ')}`, 'agent')
    .option('--public-url <url>', "where Korero is served, for the link (default: the server's PUBLIC_URL, else http://HOST:PORT)")
    .option('--json', 'print the invitation as JSON')
    .action(async (organisationId: string, email: string, options: { role: string; publicUrl?: string; json?: boolean }) => {
      if (!EMAIL.test(email)) throw new Error(`"${email}" is not an email address`);
      const role = MEMBER_ROLES.find((known) => known === options.role);
      if (!role) throw new Error(`--role must be ${MEMBER_ROLES.join(' or ')}, got "${options.role}"`);
      await withStore(async ({ config, store }) => {
        await requireOrganisation(store, organisationId);
        const { createInvitation } = await import('../team/invitation-links.ts');
        const { invitation, url } = await createInvitation(store.db, {
          organisationId,
          email,
          role,
          invitedByMemberId: null,
          ttlMs: config.team.invitationTtlMs,
          publicUrl: options.publicUrl ?? config.publicUrl,
        });
        printInvitation(invitation, url, options.json);
      });
    });
  team
    .command('list')
    .description("list an organisation's members")
    .argument('<organisation>', 'organisation id')
    .action(async (organisationId: string) => {
      await withStore(async ({ store }) => {
        await requireOrganisation(store, organisationId);
        const { listMembers } = await import('../store/members-repository.ts');
        const members = await listMembers(store.db, organisationId);
        for (const member of members) print(`${member.email}\t${member.role}\t${member.name}`);
        if (members.length === 0) print(`No members yet: korero team invite ${organisationId} <email> --role owner`);
      });
    });
  team
    .command('remove')
    .description('remove a member: their console sessions end at once')
    .argument('<organisation>', 'organisation id')
    .argument('<email>', 'the member’s email address')
    .action(async (organisationId: string, email: string) => {
      await withStore(async ({ store }) => {
        await requireOrganisation(store, organisationId);
        const { deleteMember, findMemberByEmail } = await import('../store/members-repository.ts');
        const member = await findMemberByEmail(store.db, organisationId, email);
        if (!member || !(await deleteMember(store.db, organisationId, member.id))) throw new Error(`No member ${email} in ${organisationId} (korero team list ${organisationId} shows them)`);
        print(`Removed ${member.email}.`);
      });
    });
}
