#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so the package needs no build step for it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../server/cli/main.ts', import.meta.url));
// Resolved from this package, so `korero` works from any directory.
const tsx = import.meta.resolve('tsx');
const result = spawnSync(process.execPath, ['--import', tsx, cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
