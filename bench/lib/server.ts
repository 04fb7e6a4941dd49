/**
 * A tiny static server for a build: files from `root`, `index.html` for any other address (the
 * single-page rewrite), and a blank page at BLANK_PATH for seeding IndexedDB before the app runs.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

export const BLANK_PATH = '/__bench/blank';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function serveStatic(root: string): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (pathname === BLANK_PATH) {
      response.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store' });
      response.end('<!doctype html><title>bench</title>');
      return;
    }
    const requested = normalize(join(root, pathname));
    const inside = requested.startsWith(root + sep);
    void (inside ? isFile(requested) : Promise.resolve(false)).then((found) => {
      const file = found ? requested : join(root, 'index.html');
      // Hashed assets are immutable, as a production host serves them; the page is revalidated.
      const cache = pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache';
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': cache,
      });
      createReadStream(file).pipe(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
