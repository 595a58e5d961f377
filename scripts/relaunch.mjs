// Runs this script again in a child process with more environment, as the one process a caller
// sees: the signals a terminal or a supervisor sends this process reach the child, and the child's
// exit (its code, or the signal that ended it) is this process's. Should this process die without a
// word (kill -9), the child sees its IPC channel close and shuts down as on SIGTERM, never orphaned.
import { spawn } from 'node:child_process';

const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

export function relaunchWith(extraEnv) {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, ...extraEnv },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  // A terminal's Ctrl+C reaches both processes: the server takes a repeated signal as the first.
  for (const signal of FORWARDED_SIGNALS) process.on(signal, () => child.kill(signal));
  child.once('exit', (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    for (const forwarded of FORWARDED_SIGNALS) process.removeAllListeners(forwarded);
    process.kill(process.pid, signal);
  });
}

/** In the child: its parent's end of the channel closing means the parent is gone. */
export function stopWhenParentGoes() {
  if (!process.channel) return;
  process.channel.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
