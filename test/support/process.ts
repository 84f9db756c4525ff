import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/promptscan.js', import.meta.url));

/** A `promptscan serve` (or `worker`) process of the compiled CLI. */
export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything it logged, for assertions and for diagnosing a failure. */
  output(): string;
  /** Sends a signal and resolves when the process has exited. */
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

/** Starts the real server in its own process on the given port and waits until it listens. */
export function startServerProcess(env: Record<string, string>, port: number, args: string[] = ['serve']): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (/"msg":"promptscan (listening|worker running)"/.test(output)) {
        clearTimeout(timer);
        resolve({
          baseUrl: `http://127.0.0.1:${port}`,
          child,
          output: () => output,
          kill: async (signal) => {
            child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
