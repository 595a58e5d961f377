// A PostgreSQL of the soak's own, never the machine's: initdb into a temporary directory and
// pg_ctl on a free loopback port, from the binaries of the Debian/Ubuntu postgresql package
// (/usr/lib/postgresql/<version>/bin) or PG_BIN. It can be stopped and started again, and frozen
// (SIGSTOP to the postmaster and every backend) and thawed, to measure Korero while it is away.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../live-server.ts';

function binDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : undefined;
}

/** initdb refuses to run as root: as root, the cluster belongs to the postgres account. */
const asRoot = process.getuid?.() === 0;

export class PrivatePostgres {
  readonly url: string;
  private constructor(
    private readonly bin: string,
    private readonly dataDir: string,
    private readonly port: number,
  ) {
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  static available(): boolean {
    return binDir() !== undefined;
  }

  static async create(): Promise<PrivatePostgres> {
    const bin = binDir();
    if (!bin) throw new Error('no PostgreSQL binaries (install the postgresql package, or set PG_BIN)');
    const dataDir = mkdtempSync(join(tmpdir(), 'korero-soak-pg-'));
    chmodSync(dataDir, 0o777);
    const database = new PrivatePostgres(bin, join(dataDir, 'data'), await freePort());
    database.run('initdb', ['-D', database.dataDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
    database.start();
    return database;
  }

  private run(tool: string, args: string[]): void {
    const command = join(this.bin, tool);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
    else execFileSync(command, args, { stdio: 'ignore' });
  }

  start(): void {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c fsync=off -c max_connections=200`;
    this.run('pg_ctl', ['-D', this.dataDir, '-o', options, '-w', '-l', join(this.dataDir, '..', 'log'), 'start']);
  }

  stop(): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  /** The postmaster and its children (backends, checkpointer, …). */
  private processes(): number[] {
    const postmaster = Number(readFileSync(join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [postmaster, ...children];
  }

  /** Signals each process; one that has exited since it was listed (a backend whose connection closed) needs none. */
  private signal(signal: NodeJS.Signals): void {
    for (const pid of this.processes()) {
      try {
        process.kill(pid, signal);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
  }

  freeze(): void {
    this.signal('SIGSTOP');
  }

  thaw(): void {
    this.signal('SIGCONT');
  }

  dispose(): void {
    try {
      this.thaw();
    } catch {
      // not running
    }
    try {
      this.stop();
    } catch {
      // already stopped
    }
    rmSync(join(this.dataDir, '..'), { recursive: true, force: true });
  }
}
