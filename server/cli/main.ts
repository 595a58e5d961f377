// The `korero` command on the process's own streams (program.ts is the command line itself).
import { runCli } from './program.ts';
import { processStreams } from './streams.ts';

process.exitCode = await runCli(process.argv, processStreams);
