/**
 * Production builds for the benchmark, and what a first visit downloads: the files `index.html`
 * names (module script, module preloads, stylesheets), gzip-compressed at level 9.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { packageOf, textBySource, type SourceMap } from './sourceMaps';
import { startInFunction } from './startInFunction';

export interface BuiltFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  files: BuiltFile[];
  bytes: number;
  gzipBytes: number;
}

export interface AllAssets {
  /** Every JavaScript and CSS file of the build, loaded at first or later. */
  scriptsAndStyles: FirstLoad;
  /** Every file the build writes (icons, manifest, service worker included), uncompressed. */
  everyFileBytes: number;
  fileCount: number;
}

interface Share {
  bytes: number;
  /** The gzip size of these bytes alone (shares compress worse apart than together). */
  gzipBytes: number;
}

export interface Composition {
  /** A first-load script: its minified bytes by package or project folder, and by source file. */
  file: string;
  parts: Array<{ part: string } & Share>;
  topSources: Array<{ source: string } & Share>;
}

const gzip = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

/**
 * Builds the app as `vite build` does, with the project's `vite.config.ts`. The measured build
 * takes no options; the analysis builds add hidden source maps, and the profiling one no minifying.
 * `env` sets `VITE_*` settings for this build only (Firebase mode), with a manifest to read;
 * `startInFunction` runs the entry's start in a function (see `startInFunction.ts`).
 */
export async function buildApp(
  projectRoot: string,
  outDir: string,
  analysis: {
    sourcemap?: boolean;
    minify?: boolean;
    env?: Record<string, string>;
    startInFunction?: boolean;
  } = {},
) {
  const env = analysis.env ?? {};
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    await build({
      root: projectRoot,
      configFile: join(projectRoot, 'vite.config.ts'),
      logLevel: 'error',
      ...(analysis.startInFunction ? { plugins: [startInFunction()] } : {}),
      build: {
        outDir,
        emptyOutDir: true,
        ...(analysis.env ? { manifest: true } : {}),
        ...(analysis.sourcemap ? { sourcemap: 'hidden' as const } : {}),
        ...(analysis.minify === false ? { minify: false } : {}),
      },
    });
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** The empty React page: `bench/empty`, built by Vite with the same React plugin. */
export async function buildEmptyPage(emptyRoot: string, outDir: string) {
  await build({
    root: emptyRoot,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
}

/** The addresses `index.html` loads before the app can run. */
export function firstLoadAddresses(html: string): string[] {
  const addresses: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    if (tag.toLowerCase().startsWith('<script') && attribute(tag, 'type') === 'module') {
      const src = attribute(tag, 'src');
      if (src) addresses.push(src);
    } else if (rel === 'modulepreload' || rel === 'stylesheet') {
      const href = attribute(tag, 'href');
      if (href) addresses.push(href);
    }
  }
  return addresses;
}

export async function describeFile(outDir: string, file: string): Promise<BuiltFile> {
  const data = await readFile(join(outDir, file));
  return { file, bytes: data.length, gzipBytes: gzip(data) };
}

function total(files: BuiltFile[]): FirstLoad {
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

export async function measureFirstLoad(outDir: string): Promise<FirstLoad> {
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  const files = firstLoadAddresses(html).map((address) => address.replace(/^\//, ''));
  return total(await Promise.all(files.map((file) => describeFile(outDir, file))));
}

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)));
}

export async function measureAllAssets(outDir: string): Promise<AllAssets> {
  const files = await listFiles(outDir);
  const scripts = files.filter((file) => /\.(js|css)$/.test(file) && !file.endsWith('.map'));
  const sizes = await Promise.all(files.map(async (file) => (await stat(join(outDir, file))).size));
  return {
    scriptsAndStyles: total(await Promise.all(scripts.map((file) => describeFile(outDir, file)))),
    everyFileBytes: sizes.reduce((sum, size) => sum + size, 0),
    fileCount: files.length,
  };
}

/** What the first-load script is made of, from a build with hidden source maps. */
export async function measureComposition(outDir: string): Promise<Composition[]> {
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  const scripts = firstLoadAddresses(html)
    .map((address) => address.replace(/^\//, ''))
    .filter((file) => file.endsWith('.js'));
  return Promise.all(
    scripts.map(async (file) => {
      const code = await readFile(join(outDir, file), 'utf8');
      // The bundler's small runtime chunk comes without a map: all of it is its own part.
      const mapText = await readFile(join(outDir, `${file}.map`), 'utf8').catch(() => null);
      const bySource =
        mapText === null
          ? new Map([[file, code]])
          : textBySource(code, JSON.parse(mapText) as SourceMap);
      const byPart = new Map<string, string>();
      for (const [source, text] of bySource) {
        const part = packageOf(source);
        byPart.set(part, (byPart.get(part) ?? '') + text);
      }
      const share = (text: string): Share => ({
        bytes: Buffer.byteLength(text),
        gzipBytes: gzip(text),
      });
      const parts = [...byPart]
        .map(([part, text]) => ({ part, ...share(text) }))
        .sort((a, b) => b.bytes - a.bytes);
      const topSources = [...bySource]
        .map(([source, text]) => ({ source: source.replace(/^(\.\.\/)+/, ''), ...share(text) }))
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 25);
      return { file, parts, topSources };
    }),
  );
}
