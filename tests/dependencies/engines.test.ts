// Every installed package runs on the oldest Node that package.json's `engines` promises: npm ci
// would otherwise warn (EBADENGINE) and the package may not work there. When a dependency moves to
// a newer Node, pin one that still supports ours (package.json `overrides`) or raise `engines`.
import { readFileSync } from 'node:fs';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};

describe('engines', () => {
  it('every locked package accepts the oldest Node that package.json promises', () => {
    const oldest = minVersion(manifest.engines.node)!.version;
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !satisfies(oldest, range) ? [`${path.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${range}`] : [];
      });
    expect(refusing, `Node ${oldest}`).toEqual([]);
  });
});
