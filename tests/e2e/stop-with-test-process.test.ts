// A server that outlives the test file that started it (the shared server, support/suite.ts) stops
// when the test process is gone, however it ended, and takes its scratch folder with it
// (support/stop-with-test-process.mjs). A stand-in plays the server: it says when it is up and when
// SIGTERM reaches it, as build/server.js shuts down on it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const PRELOAD = fileURLToPath(new URL('./support/stop-with-test-process.mjs', import.meta.url));
const SERVER = `process.on('SIGTERM', () => { console.log('stopping'); process.exit(0); }); setInterval(() => {}, 1000); console.log('up');`;
// The test process: starts the server as startKorero's outlivesFile does, then waits to be killed.
const TEST_PROCESS = `
const { spawn } = require('node:child_process');
const server = spawn(process.execPath, ['--import', ${JSON.stringify(PRELOAD)}, '-e', ${JSON.stringify(SERVER)}], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
server.channel.unref();
setInterval(() => {}, 1000);`;

const scratches: string[] = [];
afterAll(() => scratches.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('a server that outlives its test file', () => {
  it.each(['SIGTERM', 'SIGKILL'] as const)('stops, and its scratch folder goes, when the test process ends on %s', async (signal) => {
    const scratch = mkdtempSync(join(tmpdir(), 'korero-outliving-'));
    scratches.push(scratch);
    const testProcess = spawn(process.execPath, ['-e', TEST_PROCESS], { env: { ...process.env, KORERO_TEST_SCRATCH: scratch }, stdio: ['ignore', 'pipe', 'inherit'] });
    // The server writes to the pipe it inherited: the pipe ends when the last of the two has exited.
    const said: string[] = [];
    const ended = new Promise<void>((resolve) => createInterface({ input: testProcess.stdout }).on('line', (line) => said.push(line)).on('close', resolve));
    await expect.poll(() => said).toEqual(['up']);
    testProcess.kill(signal);
    await ended;
    expect(said).toEqual(['up', 'stopping']);
    expect(existsSync(scratch)).toBe(false);
  });
});
