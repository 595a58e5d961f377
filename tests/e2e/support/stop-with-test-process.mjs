// Preloaded (node --import) into a test server that outlives the test file that started it
// (startKorero's `outlivesFile`, suite.ts's shared server): nothing stops it after the last file,
// since the test process ends on a signal with no hook run. When that process is gone, however it
// ended, its end of the IPC channel closes: the server shuts down as on SIGTERM (as `npm start`'s
// child does when its parent goes, scripts/relaunch.mjs), and its scratch folder goes with it.
import { rmSync } from 'node:fs';
import { stopWhenParentGoes } from '../../../scripts/relaunch.mjs';

stopWhenParentGoes();
const scratch = process.env.KORERO_TEST_SCRATCH;
if (scratch) process.once('exit', () => rmSync(scratch, { recursive: true, force: true }));
