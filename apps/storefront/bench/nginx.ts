/**
 * nginx serving saved pages, the benchmark's yardstick for a page that costs nothing to
 * render: Debian's package (`apt-get install -y nginx`), started from a config of its own in a
 * temp folder (pid file, logs and temp paths there, loopback only) and stopped by its pid.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fetchPage } from './page-bytes';

/** nginx on the PATH, or where Debian installs it (/usr/sbin is not on every user's PATH). */
export function findNginx(): string | undefined {
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin'];
  return folders.map((folder) => join(folder, 'nginx')).find((path) => existsSync(path));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface StaticServer {
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * nginx serving `pages` (path -> HTML) from a temp folder, each at its own path (two pages
 * differing only in their query would share a file: the benchmark measures one per path). One worker:
 * the storefront is one Node process too. Gzip at level 6, as the storefront's compression
 * (zlib's default), so both send about the same bytes.
 */
export async function startNginx(
  nginx: string,
  pages: ReadonlyMap<string, string>,
): Promise<StaticServer> {
  const folder = await mkdtemp(join(tmpdir(), 'vitrine-bench-nginx-'));
  // Run as root, nginx's worker reads the files as `nobody`: mkdtemp's 0700 would refuse it.
  await chmod(folder, 0o755);
  const html = join(folder, 'html');
  for (const [path, body] of pages) {
    // A static server ignores the query: `/suche/?q=…` is the file under `/suche/`.
    const folderOfPage = join(html, new URL(path, 'http://localhost').pathname);
    await mkdir(folderOfPage, { recursive: true });
    await writeFile(join(folderOfPage, 'index.html'), body);
  }
  const port = await freePort();
  const config = join(folder, 'nginx.conf');
  await writeFile(
    config,
    `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  # nginx closes a keep-alive connection after 1000 requests by default, which autocannon
  # counts as an error; the storefront keeps it open.
  keepalive_requests 1000000;
  client_body_temp_path ${folder}/client_body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  default_type text/html;
  charset utf-8;
  gzip on;
  gzip_comp_level 6;
  server {
    listen 127.0.0.1:${port};
    root ${html};
    index index.html;
  }
}
`,
  );
  // -e: the error log before the config is read (the default, /var/log/nginx, may not be ours).
  const child: ChildProcess = spawn(
    nginx,
    ['-p', folder, '-c', config, '-e', `${folder}/error.log`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(folder, { recursive: true, force: true });
  };
  const firstPath = pages.keys().next().value ?? '/';
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited ${child.exitCode}:\n${stderr}`);
    }
    try {
      await fetchPage(port, firstPath, 'identity');
      return { port, stop };
    } catch (error) {
      if (attempt >= 100) {
        await stop();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
