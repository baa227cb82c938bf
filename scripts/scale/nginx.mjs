// Debian's nginx in front of the two instances, as an operator would put it (docs/operations.md):
// one upstream with both, round-robin, the client's address in X-Forwarded-For and nginx's own
// request id in X-Request-Id. The configuration is generated into a temporary folder and nginx runs
// in the foreground as this process's child (`-p` prefix, `-c` config, `-e` error log, pid and temp
// files all inside the folder), so it needs no root and leaves nothing behind.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ScaleError } from './run-kit.mjs';

const NGINX = process.env.NGINX_BIN ?? 'nginx';

function configOf({ folder, port, upstreams }) {
  // nginx started by root hands its workers to `nobody`, who could not write the temporary folder.
  const user = process.getuid?.() === 0 ? 'user root root;' : '';
  return `${user}
worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 512; }
http {
  access_log ${folder}/access.log;
  client_body_temp_path ${folder}/temp/body;
  proxy_temp_path ${folder}/temp/proxy;
  fastcgi_temp_path ${folder}/temp/fastcgi;
  uwsgi_temp_path ${folder}/temp/uwsgi;
  scgi_temp_path ${folder}/temp/scgi;
  # The portal refuses uploads over its own limits; nginx's default 1 MB would refuse them first.
  client_max_body_size 25m;
  upstream portal {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      # A GET that finds an instance gone is tried on the other; a POST never is (it may have run).
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

/** Whether nginx can be run here; answers its version line, or throws saying how to install it. */
export function nginxVersion() {
  const result = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  if (result.error || result.status !== 0)
    throw new ScaleError(
      `nginx is missing (${result.error?.code ?? `exit ${result.status}`}): install Debian's nginx (apt-get install -y nginx) or set NGINX_BIN`,
    );
  return (result.stderr || result.stdout).trim();
}

/** Starts nginx on `port` in front of `upstreams` (host:port); answers { url, stop(), errorLog() }. */
export async function startNginx({ folder, port, upstreams }) {
  mkdirSync(join(folder, 'temp'), { recursive: true });
  const configFile = join(folder, 'nginx.conf');
  writeFileSync(configFile, configOf({ folder, port, upstreams }));
  const args = ['-p', folder, '-c', configFile, '-e', join(folder, 'error.log')];
  const test = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new ScaleError(`nginx refused its configuration:\n${test.stderr}`);
  // A process group of its own: a stop that has to kill takes the workers with the master.
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new ScaleError(`nginx exited at start:\n${errors}${errorLog(folder)}`);
    const listening = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    );
    if (listening) break;
    if (Date.now() > deadline) {
      process.kill(-child.pid, 'SIGKILL');
      throw new ScaleError(`nginx did not listen on ${port} within 10 s\n${errorLog(folder)}`);
    }
    await sleep(100);
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGQUIT: a graceful stop; nginx's workers go with their master.
      child.kill('SIGQUIT');
      const stopped = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
      if (!stopped) {
        process.kill(-child.pid, 'SIGKILL');
        await exited;
      }
    },
    errorLog: () => errorLog(folder),
  };
}

function errorLog(folder) {
  try {
    return readFileSync(join(folder, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}
