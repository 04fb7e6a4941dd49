// Production builds of the app and a tiny static server that can switch between them,
// so a test can publish "the next version" under a running app.
import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
const viteBin = resolve(projectRoot, 'node_modules/vite/bin/vite.js');

/** Builds the app into `outDir`; the page marks itself `<html data-build="{buildId}">`. */
export async function buildApp(outDir: string, buildId: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: projectRoot, env: { ...process.env, VITE_BUILD_ID: buildId } },
  );
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

export interface BuildServer {
  /** `http://127.0.0.1:{port}`, a free port. */
  url: string;
  /** From now on, answer with the build in `dir`. */
  serve(dir: string): void;
  close(): Promise<void>;
}

/**
 * Serves one build directory like a static host: files as they are, any other address
 * without a file extension as `index.html` (the app's routes), and nothing cached.
 */
export async function startBuildServer(firstDir: string): Promise<BuildServer> {
  let dir = resolve(firstDir);
  const server: Server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
      const file = normalize(join(dir, pathname));
      const inside = file === dir || file.startsWith(dir + sep);
      const isFile = inside && (await stat(file).catch(() => null))?.isFile() === true;
      const served = isFile ? file : extname(pathname) === '' ? join(dir, 'index.html') : null;
      if (!served) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      const body = await readFile(served);
      response
        .writeHead(200, {
          'Content-Type': contentTypes[extname(served)] ?? 'application/octet-stream',
          'Cache-Control': 'no-cache',
        })
        .end(body);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serve: (nextDir) => {
      dir = resolve(nextDir);
    },
    close: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}
