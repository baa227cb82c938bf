import { spawn } from 'node:child_process';

/** What an external tool (tar, pg_dump, pg_restore) needs to run, passwords passed in its environment. */
export interface ToolRun {
  args: string[];
  env?: Record<string, string>;
}

/** Why a tool could not run or failed, in one line: its last error line, never its environment. */
export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}

const INSTALL_HINT: Record<string, string> = {
  tar: 'install tar (Debian: apt-get install tar)',
  pg_dump:
    'install the PostgreSQL client tools, of the same major version as the server or newer (Debian: postgresql-client)',
  pg_restore:
    'install the PostgreSQL client tools, of the same major version as the server or newer (Debian: postgresql-client)',
};

/** Runs `command` to the end; rejects with its last stderr line when it fails. */
export function runTool(command: string, { args, env = {} }: ToolRun): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        reject(
          new ToolError(`${command} was not found on PATH: ${INSTALL_HINT[command] ?? `install ${command}`}`),
        );
      } else {
        reject(new ToolError(`${command} could not run: ${error.message}`));
      }
    });
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const lines = stderr.trim().split('\n').filter(Boolean);
      const last = lines.at(-1) ?? (signal ? `killed by ${signal}` : 'no message');
      reject(new ToolError(`${command} failed (exit ${code ?? signal}): ${last}`));
    });
  });
}

/**
 * A PostgreSQL URL split for the client tools: the password goes in PGPASSWORD, so it never shows
 * in the process list the way a command-line argument does.
 */
export function pgToolConnection(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}
