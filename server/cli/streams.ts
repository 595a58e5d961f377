// Where the CLI reads and writes: the process's standard streams and environment, or (when the
// tests run commands in their own process) the ones a run is given. One run at a time.
import { format } from 'node:util';

export interface CliStreams {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Whether stderr is a terminal (a progress line is then rewritten in place). */
  stderrIsTTY: boolean;
  stdin: AsyncIterable<string | Buffer>;
  env: NodeJS.ProcessEnv;
}

export const processStreams: CliStreams = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrIsTTY: Boolean(process.stderr.isTTY),
  // Only a command that reads standard input touches it (touching it opens it).
  get stdin() {
    return process.stdin;
  },
  env: process.env,
};

let current = processStreams;

export function cliStreams(): CliStreams {
  return current;
}

/** Runs `run` with `streams` as the CLI's, then restores the process's. */
export async function withCliStreams<T>(streams: CliStreams, run: () => Promise<T>): Promise<T> {
  current = streams;
  try {
    return await run();
  } finally {
    current = processStreams;
  }
}

/** console.log to the CLI's stdout. */
export function print(...values: unknown[]): void {
  current.stdout(`${format(...values)}\n`);
}

/** console.error to the CLI's stderr. */
export function printError(...values: unknown[]): void {
  current.stderr(`${format(...values)}\n`);
}
