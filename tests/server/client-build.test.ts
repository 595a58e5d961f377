// `npm start` builds the client again when any input of its builds is newer than dist/
// (scripts/client-build.mjs): the routed app's, the embed frame's own (`--mode frame`), the frame's
// server-rendered view (`--ssr`) and the steps after Vite's. The list is checked against what the
// builds themselves name, so that a new input cannot be left out unnoticed.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { loadConfigFromFile } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_BUILD_INPUTS, CLIENT_BUILD_OUTPUTS, clientBuildStale } from '../../scripts/client-build.mjs';
import { REPO_ROOT } from './helpers/api-harness.ts';

/** Whether a path of the checkout is one of the counted inputs or under one. */
const counted = (path: string) => CLIENT_BUILD_INPUTS.some((input) => path === input || path.startsWith(`${input}/`));
const fromRoot = (path: string) => relative(REPO_ROOT, join(REPO_ROOT, path)).split('\\').join('/');

describe("the client build's inputs", () => {
  it('count what every build reads: its config and what that imports, each entry page, the SSR entry, the steps after Vite', async () => {
    const buildScript = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: { build: string } }).scripts.build;
    const read = new Set<string>();
    for (const mode of ['production', 'frame']) {
      const loaded = await loadConfigFromFile({ command: 'build', mode }, join(REPO_ROOT, 'vite.config.ts'), REPO_ROOT, 'silent');
      loaded!.dependencies.forEach((file) => read.add(fromRoot(relative(REPO_ROOT, file))));
      const input = (loaded!.config.build as { rolldownOptions?: { input?: string | string[] } }).rolldownOptions?.input;
      [input ?? []].flat().forEach((file) => read.add(fromRoot(file)));
    }
    for (const [, entry] of buildScript.matchAll(/vite build --ssr (\S+)/g)) read.add(fromRoot(entry));
    // Every `node scripts/…` step but the server's own build (scripts/server-build.mjs, which start.mjs runs apart).
    for (const [, script] of buildScript.matchAll(/node (scripts\/\S+)/g)) if (script !== 'scripts/server-build.mjs') read.add(script);
    expect([...read]).toEqual(expect.arrayContaining(['vite.config.ts', 'index.html', 'frame.html', 'src/frame-shell-render.tsx', 'scripts/build-embed.mjs']));
    expect([...read].filter((path) => !counted(path))).toEqual([]);
  });

  describe('against dist/', () => {
    let root = '';
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    /** A checkout whose every input was written at `inputsAt` and every output at `builtAt` (seconds). */
    function checkout(inputsAt: number, builtAt: number) {
      root = mkdtempSync(join(tmpdir(), 'korero-client-build-'));
      const write = (path: string, at: number) => {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), '');
        utimesSync(join(root, path), at, at);
      };
      for (const input of CLIENT_BUILD_INPUTS) write(input.includes('.') ? input : `${input}/file.txt`, inputsAt);
      for (const input of CLIENT_BUILD_INPUTS) if (!input.includes('.')) utimesSync(join(root, input), inputsAt, inputsAt);
      for (const output of CLIENT_BUILD_OUTPUTS) write(output, builtAt);
      return { touch: (path: string, at: number) => utimesSync(join(root, path), at, at), write };
    }

    it('is up to date when every output is newer than every input', () => {
      checkout(1_000, 2_000);
      expect(clientBuildStale(root)).toBeUndefined();
    });

    it.each(['frame.html', 'index.html', 'vite.config.ts', 'src/file.txt', 'scripts/build-embed.mjs', 'package-lock.json'])('is stale when %s changed', (input) => {
      const { touch } = checkout(1_000, 2_000);
      touch(input, 3_000);
      expect(clientBuildStale(root)).toBe('the client sources are newer than dist/');
    });

    it("is stale when a later build's output is missing or older (a build that stopped half-way)", () => {
      const { touch } = checkout(1_000, 2_000);
      touch('dist/frame.html', 500);
      expect(clientBuildStale(root)).toBe('the client sources are newer than dist/');
      rmSync(join(root, 'dist/.ssr/frame-shell-render.js'));
      expect(clientBuildStale(root)).toBe('dist/.ssr/frame-shell-render.js is missing');
    });
  });
});
