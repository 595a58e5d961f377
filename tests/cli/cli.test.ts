// The `korero` command line as an owner uses it, on a PGlite data directory of its own (and on a
// scratch PostgreSQL database when TEST_DATABASE_URL is set). Commands run in this process
// (runCli, on streams and an environment of their own, opening and closing the store as a process
// would): a process per command spent most of the file's time starting Node. The real bin runs in
// a child process where the process is the subject: its output and exit code, and the PGlite data
// directory's lock against another process.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../server/cli/program.ts';
import { hashApiKey } from '../../server/operator-auth.ts';
import { createContact } from '../../server/store/contacts-repository.ts';
import { createConversation } from '../../server/store/conversations-repository.ts';
import { openStore, type StoreOptions } from '../../server/store/db.ts';
import { organisations } from '../../server/store/schema.ts';
import { recordUnansweredQuestion } from '../../server/store/unanswered-repository.ts';
import { REPO_ROOT } from '../server/helpers/api-harness.ts';
import { liveKeyHashes } from '../server/helpers/api-keys.ts';
import { STORE_KINDS, createScratchDatabase, describeStore, openTestStore, type ScratchDatabase } from '../server/helpers/test-stores.ts';

// A call in a child process starts Node and opens the store; on a busy machine that is seconds.
const CLI_TIMEOUT_MS = 120_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** This process's environment without anything that would choose the CLI's store or server. */
function environment(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  for (const name of Object.keys(inherited)) if (/^(DATABASE_URL|DATA_DIR|KORERO_|PORT$|HOST$|PUBLIC_URL$)/.test(name)) delete inherited[name];
  return { ...inherited, ...env };
}

/** A command run in this process, with `input` as its standard input. */
async function korero(env: Record<string, string>, args: string[], input?: string): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['node', 'korero', ...args], {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    stderrIsTTY: false,
    stdin: Readable.from([input ?? '']),
    env: environment(env),
  });
  return { code, stdout, stderr };
}

/** A command run by the real bin in a child process. */
function koreroProcess(env: Record<string, string>, args: string[]): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [join(REPO_ROOT, 'bin', 'korero.mjs'), ...args],
      { cwd: REPO_ROOT, env: environment(env), timeout: CLI_TIMEOUT_MS },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end();
  });
}

for (const kind of STORE_KINDS) {
  describeStore(kind, 'korero CLI', () => {
    let workDir = '';
    let dataDir = '';
    let scratch: ScratchDatabase | undefined;
    const organisation = { id: '', key: '' };

    async function storeEnv(): Promise<Record<string, string>> {
      if (kind === 'pglite') return { DATA_DIR: dataDir };
      scratch ??= await createScratchDatabase('empty');
      return { DATABASE_URL: scratch.url };
    }
    const run = async (args: string[], input?: string) => korero(await storeEnv(), args, input);
    const runProcess = async (args: string[]) => koreroProcess(await storeEnv(), args);
    const storeOptions = (): StoreOptions => (kind === 'pglite' ? { kind, dataDir } : { kind, url: scratch!.url, poolSize: 1 });

    beforeAll(async () => {
      workDir = mkdtempSync(join(tmpdir(), 'korero-cli-'));
      dataDir = join(workDir, 'data');
      // A migrated data directory, as the first command would leave it (copied from the run's template).
      if (kind === 'pglite') await (await openTestStore('pglite', { dataDir })).dispose();
    });
    afterAll(async () => {
      await scratch?.drop();
      if (workDir) rmSync(workDir, { recursive: true, force: true });
    });

    it("creates an organisation with a random id, its first owner's invitation link and the embed snippet; keys are made apart", async () => {
      const created = await run([
        'org', 'create', '--name', 'Acme Outdoor', '--owner', 'owner@acme.example', '--bubble-color', '#1A73E8', '--support-email', 'help@acme.example',
        '--allow-origin', 'https://www.acme.example', '--question', 'Do you hire tents?', '--public-url', 'https://chat.acme.example', '--json',
      ]);
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      const output = JSON.parse(created.stdout);
      expect(output).toMatchObject({
        name: 'Acme Outdoor',
        chat_bubble_color: '#1a73e8',
        support_email: 'help@acme.example',
        allowed_origins: ['https://www.acme.example'],
        default_questions: ['Do you hire tents?'],
      });
      expect(output).not.toHaveProperty('operator_key');
      expect(output.id).toMatch(UUID);
      expect(output.owner_invitation_url).toMatch(new RegExp(`^https://chat\\.acme\\.example/${output.id}/operator#invitation=[\\w-]{32}$`));
      expect(output.embed_snippet).toBe(`<script src="https://chat.acme.example/embed.js" data-organisation-id="${output.id}" async></script>`);
      const key = await run(['keys', 'create', output.id, 'CI', '--json']);
      expect(key.code).toBe(0);
      Object.assign(organisation, { id: output.id, key: JSON.parse(key.stdout).key });
      expect(organisation.key).toMatch(/^kor_/);

      // The real bin prints what the command prints in process, and exits 0.
      const list = await runProcess(['org', 'list']);
      expect(list.code).toBe(0);
      expect(list.stdout).toContain(`${organisation.id}\tAcme Outdoor\t0 sources\t0 sections`);
      const updated = await run(['org', 'update', organisation.id, '--support-phone', '+64 4 555 0100', '--no-support-email']);
      expect(updated.code).toBe(0);
      const shown = await run(['org', 'show', organisation.id]);
      expect(shown.stdout).toMatch(/support_phone:\s+\+64 4 555 0100/);
      expect(shown.stdout).toMatch(/support_email:\s+\(none\)/);
      expect(shown.stdout).toContain(`<script src="http://localhost:3000/embed.js" data-organisation-id="${organisation.id}" async></script>`);
      expect(shown.stdout).not.toContain(organisation.key);

      // Without --public-url the snippet names the server the same environment configures.
      const onPort = await korero({ ...(await storeEnv()), HOST: '127.0.0.1', PORT: '4180' }, ['org', 'show', organisation.id]);
      expect(onPort.stdout).toContain(`<script src="http://127.0.0.1:4180/embed.js" data-organisation-id="${organisation.id}" async></script>`);
      const everyInterface = await korero({ ...(await storeEnv()), HOST: '0.0.0.0', PORT: '8080' }, ['org', 'show', organisation.id, '--json']);
      expect(JSON.parse(everyInterface.stdout).embed_snippet).toContain('src="http://localhost:8080/embed.js"');
      const published = await korero({ ...(await storeEnv()), PUBLIC_URL: 'https://chat.acme.example/korero/' }, ['org', 'show', organisation.id, '--json']);
      expect(JSON.parse(published.stdout).embed_snippet).toContain('src="https://chat.acme.example/korero/embed.js"');
    });

    it('creates an organisation with a readable id, and refuses one that is taken or malformed', async () => {
      const created = await run(['org', 'create', '--id', 'acme-tools', '--name', 'Acme Tools', '--json']);
      expect(created.stderr).toBe('');
      expect(JSON.parse(created.stdout)).toMatchObject({ id: 'acme-tools', name: 'Acme Tools' });
      const refusals: [string, RegExp][] = [
        ['acme-tools', /--id "acme-tools" is taken by another organisation; choose another/],
        ['Acme', /--id "Acme" may hold only lowercase letters, digits and hyphens/],
        ['acme_tools', /may hold only lowercase letters, digits and hyphens/],
        ['-acme', /must start and end with a letter or digit/],
        ['a', /must be 2 to 63 characters long, got 1/],
        ['a'.repeat(64), /must be 2 to 63 characters long, got 64/],
        ['widget', /is one of Korero's own pages \(\/widget\)/],
      ];
      for (const [id, message] of refusals) {
        const refused = await run(['org', 'create', '--id', id, '--name', 'Another']);
        expect(refused.code, id).not.toBe(0);
        expect(refused.stderr).toMatch(message);
        expect(refused.stderr).not.toMatch(/\n\s+at /);
      }
      const list = await run(['org', 'list']);
      expect(list.stdout.match(/\tAcme Tools\t/g)).toHaveLength(1);
      expect(list.stdout).not.toContain('Another');
    });

    it('adds a Markdown file, a folder and pasted text, lists them, and answers citing the file', async () => {
      const file = join(workDir, 'tent-hire.md');
      writeFileSync(file, '# Tent hire\n\n## Prices\n\nA two-person tent costs 25 dollars a night to hire.\n');
      const folder = join(workDir, 'docs');
      mkdirSync(folder);
      writeFileSync(join(folder, 'boots.md'), '# Boots\n\n## Resoling\n\nWe resole hiking boots in about two weeks.\n');
      writeFileSync(join(folder, 'hours.txt'), 'Opening hours\n\nThe shop opens at 8 am on Saturdays.\n');

      const fileAdded = await run(['source', 'add', organisation.id, file]);
      expect(fileAdded.code).toBe(0);
      // One section: the words agree with the number.
      expect(fileAdded.stdout).toMatch(/created\s+.*tent-hire\.md \(1 section\)\n/);
      const folderAdded = await run(['source', 'add', organisation.id, folder]);
      expect(folderAdded.stdout).toContain('2 files imported (2 new or changed), 2 sections.');
      const textAdded = await run(['source', 'add', organisation.id, '--text', '-', '--name', 'Returns'], 'Returns\n\nUnworn boots can be returned within 30 days.\n');
      expect(textAdded.stdout).toMatch(/created\s+text:Returns/);

      const listed = await run(['source', 'list', organisation.id]);
      for (const location of ['tent-hire.md', 'boots.md', 'hours.txt', 'text:Returns']) expect(listed.stdout).toContain(location);

      const asked = await run(['ask', organisation.id, 'How much does a tent cost to hire?', '--json']);
      expect(asked.code).toBe(0);
      const answer = JSON.parse(asked.stdout);
      expect(answer.text).toContain('25 dollars');
      expect(answer.citations.map((citation: { name: string }) => citation.name)).toContain('Tent hire — Prices');
      // A file without a public URL is cited on the page Korero serves for it, on the server's URL.
      const cited = answer.citations.find((citation: { name: string }) => citation.name === 'Tent hire — Prices');
      expect(cited.url).toMatch(new RegExp(`^http://localhost:3000/${organisation.id}/sources/[0-9a-f-]{36}#prices$`));

      // A file that can no longer be read keeps its sections and is listed as failed, with why.
      rmSync(file);
      mkdirSync(file);
      const reindexed = await run(['reindex', organisation.id]);
      expect(reindexed.code).toBe(0);
      expect(reindexed.stdout).toMatch(/failed\s+\S*tent-hire\.md: .*EISDIR/);
      const relisted = await run(['source', 'list', organisation.id]);
      expect(relisted.stdout).toMatch(/\tfile\tfailed\t1 section\t\S*tent-hire\.md\t.*EISDIR/);
      expect(relisted.stdout).toMatch(/\tfile\tready\t1 section\tboots\.md/);
    });

    it('invites, lists and removes team members, and lists and revokes API keys', async () => {
      const invited = await run(['team', 'invite', organisation.id, 'sam@acme.example', '--role', 'agent', '--public-url', 'https://chat.acme.example', '--json']);
      expect(invited.code).toBe(0);
      expect(JSON.parse(invited.stdout)).toMatchObject({ email: 'sam@acme.example', role: 'agent', url: expect.stringMatching(/#invitation=/) });
      const badRole = await run(['team', 'invite', organisation.id, 'sam@acme.example', '--role', 'boss']);
      expect(badRole.code).not.toBe(0);
      expect(badRole.stderr).toMatch(/--role must be owner or agent/);
      // Nobody has accepted yet: the team is empty, and removing a stranger says so.
      expect((await run(['team', 'list', organisation.id])).stdout).toMatch(/No members yet/);
      const stranger = await run(['team', 'remove', organisation.id, 'nobody@acme.example']);
      expect(stranger.code).not.toBe(0);
      expect(stranger.stderr).toMatch(/No member nobody@acme\.example/);

      const made = JSON.parse((await run(['keys', 'create', organisation.id, 'Zapier', '--json'])).stdout) as { id: string; key: string };
      const listed = await run(['keys', 'list', organisation.id]);
      expect(listed.stdout).toMatch(new RegExp(`${made.id}\tZapier\t${made.key.slice(0, 8)}…\tlive`));
      expect(listed.stdout).not.toContain(made.key);
      expect((await run(['keys', 'revoke', organisation.id, made.id])).stdout).toMatch(/Revoked "Zapier"/);
      expect((await run(['keys', 'list', organisation.id])).stdout).toMatch(new RegExp(`${made.id}\tZapier\t\\S+\trevoked `));
    });

    it('prints the identity secret, the same each time, until it is rotated', async () => {
      // An organisation of its own: the test runs alone (`-t identity`) as well as after the others.
      const created = await run(['org', 'create', '--id', 'identity-test', '--name', 'Identity Test', '--json']);
      expect(created.code).toBe(0);
      const organisation = { id: 'identity-test' };
      const first = await run(['org', 'identity-secret', organisation.id, '--json']);
      expect(first.stderr).toBe('');
      const { identity_secret: secret } = JSON.parse(first.stdout) as { identity_secret: string };
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect((await run(['org', 'identity-secret', organisation.id])).stdout).toContain(`Identity secret for ${organisation.id}: ${secret}`);
      const rotated = await run(['org', 'identity-secret', organisation.id, '--rotate']);
      expect(rotated.stdout).toMatch(/The previous secret no longer verifies anyone/);
      const next = JSON.parse((await run(['org', 'identity-secret', organisation.id, '--json'])).stdout).identity_secret as string;
      expect(next).toMatch(/^[0-9a-f]{64}$/);
      expect(next).not.toBe(secret);
      expect(rotated.stdout).toContain(next);
      const unknown = await run(['org', 'identity-secret', 'no-such-organisation']);
      expect(unknown.code).not.toBe(0);
      expect(unknown.stderr).toMatch(/No organisation no-such-organisation/);
    });

    it('rotates the operator key: only the new key’s hash is stored', async () => {
      const rotated = await run(['org', 'key', organisation.id, '--json']);
      expect(rotated.code).toBe(0);
      const { operator_key: newKey } = JSON.parse(rotated.stdout);
      expect(newKey).toMatch(/^kor_/);
      expect(newKey).not.toBe(organisation.key);
      const store = await openStore(storeOptions());
      try {
        // The new operator key sits beside the organisation's other named keys, hashed.
        const live = await liveKeyHashes(store.db, organisation.id);
        expect(live).toEqual(expect.arrayContaining([hashApiKey(newKey), hashApiKey(organisation.key)]));
        expect(live.join()).not.toContain(newKey);
        if (kind === 'pglite') {
          // The store is open here, as a running server would hold it: the CLI says so and stops.
          const locked = await runProcess(['org', 'list']);
          expect(locked.code).not.toBe(0);
          expect(locked.stderr).toMatch(/in use by another Korero process/);
          expect(locked.stderr).not.toMatch(/\n\s+at /);
        }
      } finally {
        await store.close();
      }
    });

    it("lists the organisation's unanswered questions, newest first, a page at a time, and no other organisation's", async () => {
      const store = await openStore(storeOptions());
      const conversationId = randomUUID();
      try {
        const contact = await createContact(store.db, organisation.id, 1_000);
        await createConversation(store.db, { id: conversationId, organisationId: organisation.id, contactId: contact.id, now: 1_000 });
        const questions = ['Do you hire kayaks?', 'Can I bring my dog?', 'Is there a student discount?'];
        for (const [index, question] of questions.entries()) {
          await recordUnansweredQuestion(store.db, { id: randomUUID(), organisationId: organisation.id, conversationId, question, createdAt: Date.UTC(2026, 0, 1 + index) });
        }
        const otherId = randomUUID();
        await store.db.insert(organisations).values({ id: `other-${otherId}`, name: 'Other' });
        await createConversation(store.db, { id: otherId, organisationId: `other-${otherId}`, contactId: contact.id, now: 1_000 });
        await recordUnansweredQuestion(store.db, { id: randomUUID(), organisationId: `other-${otherId}`, conversationId: otherId, question: "Another organisation's question", createdAt: Date.UTC(2026, 1, 1) });
      } finally {
        await store.close();
      }

      const first = await run(['unanswered', organisation.id, '--limit', '2']);
      expect(first.code).toBe(0);
      const lines = first.stdout.trim().split('\n');
      expect(lines.slice(0, 2)).toEqual([
        `2026-01-03T00:00:00.000Z\t${conversationId}\tIs there a student discount?`,
        `2026-01-02T00:00:00.000Z\t${conversationId}\tCan I bring my dog?`,
      ]);
      const more = /^More: korero unanswered \S+ --limit 2 --before (\S+)$/.exec(lines[2]);
      expect(more).not.toBeNull();
      const rest = await run(['unanswered', organisation.id, '--json', '--before', more![1]]);
      expect(JSON.parse(rest.stdout)).toEqual({
        questions: [{ id: expect.any(String), conversation_id: conversationId, question: 'Do you hire kayaks?', created_at: Date.UTC(2026, 0, 1) }],
        next: null,
      });
      expect(first.stdout + rest.stdout).not.toContain("Another organisation's question");

      const badLimit = await run(['unanswered', organisation.id, '--limit', '0']);
      expect(badLimit.code).not.toBe(0);
      expect(badLimit.stderr).toMatch(/--limit must be a whole number from 1 to 100/);
    });

    it("adds, lists and removes an organisation's webhooks, showing the secret once", async () => {
      const added = await run(['webhooks', 'add', organisation.id, 'https://hooks.example.com/korero', '--event', 'handoff.requested', 'contact.updated']);
      expect(added.code, added.stderr).toBe(0);
      const id = /^Added webhook (\S+) for contact\.updated, handoff\.requested$/m.exec(added.stdout)?.[1];
      expect(id).toMatch(UUID);
      expect(added.stdout).toMatch(/Signing secret \(shown once; verify Korero-Signature with it\): whsec_\S{20,}/);
      const listed = await run(['webhooks', 'list', organisation.id]);
      expect(listed.stdout.trim()).toBe(`${id}\thttps://hooks.example.com/korero\tcontact.updated,handoff.requested`);
      expect(listed.stdout).not.toContain('whsec_');
      expect((await run(['webhooks', 'deliveries', organisation.id, id!])).stdout.trim()).toBe('No deliveries yet.');
      expect((await run(['webhooks', 'remove', organisation.id, id!])).stdout.trim()).toBe('Removed.');
      expect((await run(['webhooks', 'list', organisation.id])).stdout).toMatch(/No webhooks yet/);
    });

    it('explains bad input and unknown organisations with a non-zero exit and no stack trace', async () => {
      const cases: [string[], RegExp][] = [
        [['org', 'create', '--name', 'Bad', '--bubble-color', 'blue'], /--bubble-color must be a colour such as #1a73e8/],
        [['org', 'create', '--name', 'Bad', '--support-email', 'not-an-email'], /--support-email must be an email address/],
        [['org', 'show', 'no-such-organisation'], /No organisation no-such-organisation/],
        [['unanswered', 'no-such-organisation'], /No organisation no-such-organisation/],
        [['webhooks', 'add', organisation.id, 'http://127.0.0.1/hook'], /not a public address \(loopback\)/],
        [['webhooks', 'add', organisation.id, 'https://hooks.example.com/', '--event', 'message.deleted'], /Unknown event "message\.deleted"/],
        [['webhooks', 'remove', organisation.id, 'not-an-id'], /No webhook not-an-id/],
        [['source', 'add', organisation.id, '--qa', join(workDir, 'missing.json'), '--name', 'FAQ'], /--qa .*missing\.json: no such file/],
      ];
      for (const [args, message] of cases) {
        const result = await run(args);
        expect(result.code, args.join(' ')).not.toBe(0);
        expect(result.stderr).toMatch(message);
        expect(result.stderr).not.toMatch(/\n\s+at /);
      }
    });
  }, { timeout: 10 * CLI_TIMEOUT_MS });
}
