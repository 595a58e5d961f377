// Vitest globalSetup for the browser tests: one private copy of the client build for the run,
// which every file's server serves (startKorero), instead of a copy per server (40–290 ms each).
// Private, so that another `npm run build` in this tree cannot pull it away mid-run; the servers
// only read it. A test that changes the build starts its server on a copy of its own (clientDir).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Names the run's copy for the test processes (they inherit this process's environment). */
export const BUILD_COPY_VARIABLE = 'KORERO_TEST_CLIENT_COPY';

export default function setup(): () => void {
  const built = join(process.cwd(), 'dist');
  // Without a build, startKorero says so when a file needs it.
  if (!existsSync(join(built, 'index.html'))) return () => {};
  const copy = mkdtempSync(join(tmpdir(), 'korero-e2e-client-'));
  cpSync(built, copy, { recursive: true });
  // Set before the test processes start, so they inherit it.
  process.env[BUILD_COPY_VARIABLE] = copy;
  return () => rmSync(copy, { recursive: true, force: true });
}
