#!/usr/bin/env node
// The `korero` command: runs the CLI compiled ahead of time (build/korero.js), compiling it first
// when it is missing or older than its TypeScript sources (scripts/server-build.mjs). Starting a
// TypeScript loader at every call cost seconds; this costs Node's own start and the CLI's imports.
import { pathToFileURL } from 'node:url';
import { cliEntry, ensureServerBuild } from '../scripts/server-build.mjs';

await ensureServerBuild();
await import(pathToFileURL(cliEntry).href);
