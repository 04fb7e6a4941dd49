import { availableParallelism } from 'node:os';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { rolldown } from 'rolldown';
import { minify } from 'rolldown/experimental';
import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';
import { VitePWA } from 'vite-plugin-pwa';
import type { PaintSettings } from './src/lastFrame/paint';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';

interface ModuleGraph {
  getModuleInfo: (id: string) => {
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
    importedIds: readonly string[];
  } | null;
}

/**
 * Every module the page's entry imports statically, in one chunk: what a first visit loads is
 * one file that compresses as a whole, not many small shared ones. What only a dynamic import
 * reaches (the Week, Library and Family pages, the welcome screen…) is split as usual. Worked
 * out once per build (the plugin starts each build afresh), forward from the entry.
 */
function firstLoadChunk() {
  let firstLoad: Set<string> | null = null;
  const walk = (from: readonly string[], next: (id: string) => readonly string[]) => {
    const seen = new Set(from);
    const queue = [...from];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      for (const other of next(id)) {
        if (!seen.has(other)) {
          seen.add(other);
          queue.push(other);
        }
      }
    }
    return seen;
  };
  const findFirstLoad = (id: string, graph: ModuleGraph): Set<string> => {
    const info = (other: string) => graph.getModuleInfo(other);
    // Every module is reached from an entry somehow: up through any importer to the entries,
    // then down through static imports only.
    const above = walk([id], (other) => [
      ...(info(other)?.importers ?? []),
      ...(info(other)?.dynamicImporters ?? []),
    ]);
    const entries = [...above].filter((other) => info(other)?.isEntry);
    return walk(entries, (other) => info(other)?.importedIds ?? []);
  };
  return {
    plugin: { name: 'first-load-chunk', buildStart: () => void (firstLoad = null) },
    // The bundler's own runtime, which every chunk imports, goes with it too.
    manualChunks: (id: string, graph: ModuleGraph) => {
      firstLoad ??= findFirstLoad(id, graph);
      return id.includes('rolldown/runtime') || firstLoad.has(id) ? 'app' : null;
    },
  };
}

const chunks = firstLoadChunk();

/** An output of the build, as far as this file reads it. */
interface BuiltChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** What `index.html`'s own script says before a build tells it it is a Firebase one. */
const EMBEDDED_PAGE = 'var firebaseBuild = false;';

/**
 * `__FIREBASE_MODE__`: whether the build carries Firebase mode's own code (the account menu, the
 * connection banner, members and invites). A build made with Firebase's settings does, and so do
 * the tests, which run both modes; an embedded build does not, and the bundler leaves out what a
 * `false` there rules out. It is replaced where it is written: behind a module's constant the
 * bundler would keep what it guards.
 */
export function firebaseMode() {
  return {
    name: 'firebase-mode',
    config(config: { root?: string; envDir?: string | false }, { mode }: { mode: string }) {
      // Where Vite itself reads the build's settings from.
      const root = resolve(config.root ?? '.');
      const envDir = typeof config.envDir === 'string' ? resolve(root, config.envDir) : root;
      const firebase = Boolean(loadEnv(mode, envDir, 'VITE_').VITE_FIREBASE_DATABASE_URL);
      return { define: { __FIREBASE_MODE__: JSON.stringify(mode === 'test' || firebase) } };
    },
  };
}

/**
 * A Firebase build's page (`VITE_FIREBASE_DATABASE_URL` set): its early script opens the
 * remembered parent's copy and outbox instead of the embedded store's database, and it asks for
 * the parent's store chunk (`src/app/parentStore.ts`) alongside its own script, not after it: a
 * returning parent's family opens from their copy, and that needs only this small chunk, never a
 * second round of requests. An embedded build's page is left as it is.
 */
export function firebasePage() {
  let firebase = false;
  return {
    name: 'firebase-page',
    configResolved(config: { env: Record<string, unknown> }) {
      firebase = Boolean(config.env.VITE_FIREBASE_DATABASE_URL);
    },
    transformIndexHtml: {
      order: 'post' as const,
      handler(html: string, context: { bundle?: Record<string, BuiltChunk> }) {
        if (!firebase) return html;
        if (!html.includes(EMBEDDED_PAGE)) {
          throw new Error(`index.html no longer says "${EMBEDDED_PAGE}": see vite.config.ts.`);
        }
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/app/parentStore.ts'),
        );
        return {
          html: html.replace(EMBEDDED_PAGE, 'var firebaseBuild = true;'),
          tags: chunk
            ? [
                {
                  tag: 'link',
                  attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
                  injectTo: 'head' as const,
                },
              ]
            : [],
        };
      },
    },
  };
}

/**
 * This build's version: a frame kept by one build is painted by that build only (its markup may
 * not match another's styles). The package's version and the moment of the build.
 */
const buildVersion = `${process.env.npm_package_version ?? '0'}+${Date.now().toString(36)}`;

/** The page's frame script, which `lastFramePage` bundles into the page. */
const FRAME_SCRIPT = fileURLToPath(new URL('./src/lastFrame/page.ts', import.meta.url));
/** The only folder the page's frame script may be bundled from. */
const FRAME_FOLDER = fileURLToPath(new URL('./src/lastFrame/', import.meta.url));
/** The welcome screen's frame (drawn from the screen by test/ui/welcomeFrame.test.tsx). */
const WELCOME_FRAME = fileURLToPath(new URL('./src/lastFrame/welcome.html', import.meta.url));
/** What the page's first script leaves for its last one to call. */
const PAINT_GLOBAL = '__kidsTodoPaintFrame';
/** `index.html`'s first tag. */
const CHARSET = '<meta charset="UTF-8" />';
/** The welcome screen's module, whose chunk and stylesheets the welcome frame asks for. */
const WELCOME_MODULE = '/src/views/Welcome.tsx';
/** Kid mode's screens, whose chunks a kid-mode frame asks for (src/views/kidModeScreens.ts). */
const KID_MODE_MODULE = '/src/views/kidMode/screens.ts';

/**
 * The files `module` needs that the entry does not load: its chunk, the chunks it imports, and
 * their stylesheets (each as the page asks for it, from `/`).
 */
function chunkNeeds(
  bundle: Record<string, BuiltChunk>,
  module: string,
): {
  styles: string[];
  modules: string[];
} {
  const chunks = new Map<string, BuiltChunk>();
  for (const [fileName, output] of Object.entries(bundle)) {
    if (output.type === 'chunk') chunks.set(fileName, output);
  }
  const loadedFirst = new Set<string>();
  const reach = (from: string, into: Set<string>) => {
    if (into.has(from)) return;
    into.add(from);
    for (const imported of chunks.get(from)?.imports ?? []) reach(imported, into);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) reach(chunk.fileName, loadedFirst);
  const own = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(module));
  if (!own) throw new Error(`The build has no chunk for ${module}.`);
  const needed = new Set<string>();
  reach(own.fileName, needed);
  const modules = [...needed].filter((fileName) => !loadedFirst.has(fileName));
  const styles = modules.flatMap((fileName) => [
    ...(chunks.get(fileName)?.viteMetadata?.importedCss ?? []),
  ]);
  return {
    modules: modules.map((fileName) => `/${fileName}`),
    styles: styles.map((fileName) => `/${fileName}`),
  };
}

/**
 * src/lastFrame/page.ts and what it imports, bundled with its settings as one script. Only files
 * of src/lastFrame/ may be in it (the page runs it before anything else is loaded).
 */
async function frameScript(settings: PaintSettings): Promise<string> {
  const build = await rolldown({
    input: FRAME_SCRIPT,
    platform: 'browser',
    transform: {
      target: 'es2017',
      define: {
        __LAST_FRAME_SETTINGS__: JSON.stringify(settings),
        __LAST_FRAME_CALL__: JSON.stringify(PAINT_GLOBAL),
      },
    },
  });
  try {
    const { output } = await build.generate({ format: 'iife' });
    const [chunk, ...more] = output;
    const outside = chunk.moduleIds.filter((id) => !id.startsWith(FRAME_FOLDER));
    if (more.length > 0 || outside.length > 0) {
      throw new Error(
        `src/lastFrame/page.ts may import only from src/lastFrame/: it is inlined into the page (${outside.join(', ')}).`,
      );
    }
    return chunk.code;
  } finally {
    await build.close();
  }
}

/**
 * The page's second small script (docs/design.md "First frame"): src/lastFrame/paint.ts,
 * bundled with what it imports from its folder and inlined at the end of `<body>`, paints the frame this device kept of
 * today's board (or, for a new visitor, the welcome screen's) before the app's script is
 * evaluated. Production builds only: a development page paints nothing (and its app keeps
 * nothing).
 */
export function lastFramePage() {
  let firebase = false;
  let building = false;
  return {
    name: 'last-frame-page',
    configResolved(config: { env: Record<string, unknown>; command: string }) {
      firebase = Boolean(config.env.VITE_FIREBASE_DATABASE_URL);
      building = config.command === 'build';
    },
    transformIndexHtml: {
      order: 'post' as const,
      async handler(html: string, context: { bundle?: Record<string, BuiltChunk> }) {
        if (!building) return html;
        // A Firebase build's new visitor is asked to sign in: no welcome frame there.
        const welcome =
          firebase || !context.bundle
            ? undefined
            : {
                html: (await readFile(WELCOME_FRAME, 'utf8')).trim(),
                ...chunkNeeds(context.bundle, WELCOME_MODULE),
              };
        // Kid mode's stylesheet is the first load's (src/views/kidModeScreens.ts): modules only.
        const kidMode = context.bundle
          ? { modules: chunkNeeds(context.bundle, KID_MODE_MODULE).modules }
          : undefined;
        const settings: PaintSettings = { version: buildVersion, firebase, welcome, kidMode };
        // In `<head>`, before the app's stylesheet (a script waits for the stylesheets above it):
        // the functions, and the welcome screen's files asked for at once (`startFrame`).
        const script = await frameScript(settings);
        // Minified as the bundle is (Vite builds with Rolldown's minifier).
        const { code: minified } = await minify('last-frame.js', script);
        if (/<\/script/i.test(minified)) {
          throw new Error('The page\'s frame script may not hold "</script": it would end early.');
        }
        if (!html.includes(CHARSET)) throw new Error(`index.html must start with ${CHARSET}.`);
        return {
          // Right after the charset, which must stay in the page's first 1,024 bytes.
          html: html.replace(CHARSET, `${CHARSET}\n    <script>${minified.trim()}</script>`),
          // At the end of `<body>`, once `#root` is there: the frame is painted.
          tags: [
            {
              tag: 'script',
              children: `window.${PAINT_GLOBAL} && window.${PAINT_GLOBAL}();`,
              injectTo: 'body' as const,
            },
          ],
        };
      },
    },
  };
}

/** The machines' folder: each file's `createMachine` config may carry a `description`. */
const MACHINES_FOLDER = fileURLToPath(new URL('./machines/', import.meta.url));

interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as SyntaxNode).type === 'string';

/** Every node of `node`'s tree, depth first. */
function* nodesOf(node: SyntaxNode): Generator<SyntaxNode> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) yield* nodesOf(child);
    }
  }
}

/** `description: …` properties of the configs given to `….createMachine(config)`. */
function machineDescriptions(program: SyntaxNode): SyntaxNode[] {
  const found: SyntaxNode[] = [];
  for (const node of nodesOf(program)) {
    const callee = node.callee as SyntaxNode | undefined;
    const [config] = (node.arguments as SyntaxNode[] | undefined) ?? [];
    if (
      node.type !== 'CallExpression' ||
      callee?.type !== 'MemberExpression' ||
      (callee.property as SyntaxNode & { name?: string }).name !== 'createMachine' ||
      config?.type !== 'ObjectExpression'
    ) {
      continue;
    }
    for (const property of config.properties as SyntaxNode[]) {
      const key = property.key as (SyntaxNode & { name?: string; value?: unknown }) | undefined;
      if (property.type === 'Property' && (key?.name ?? key?.value) === 'description') {
        found.push(property);
      }
    }
  }
  return found;
}

/**
 * Production builds leave out each machine's `description` (a paragraph for the Stately
 * inspector and editor, 4.4 kB of the first load's script before compressing): only development
 * builds connect the inspector (`?inspect`), and the diagrams and tests read the machines'
 * files themselves. Nothing at run time reads them.
 */
export function machineDescriptionsLeftOut() {
  return {
    name: 'machine-descriptions-left-out',
    apply: 'build' as const,
    transform(code: string, id: string) {
      if (!id.startsWith(MACHINES_FOLDER) || !code.includes('description')) return null;
      const program = parseAst(code, { lang: 'ts' }, id) as unknown as SyntaxNode;
      const edited = new MagicString(code);
      for (const property of machineDescriptions(program)) {
        const comma = /^\s*,/.exec(code.slice(property.end));
        edited.remove(property.start, property.end + (comma ? comma[0].length : 0));
      }
      if (!edited.hasChanged()) return null;
      return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
    },
  };
}

/** The app's warm page colour and its orange, as in `src/styles.css` and `index.html`. */
const pageColor = '#fff7ec';
const brandColor = '#ff8a4c';

export default defineConfig({
  // The same version the page's frame script is given (lastFramePage).
  define: { __KIDS_TODO_VERSION__: JSON.stringify(buildVersion) },
  plugins: [
    react(),
    machineDescriptionsLeftOut(),
    chunks.plugin,
    firebaseMode(),
    firebasePage(),
    lastFramePage(),
    // Offline use (docs/design.md "Offline"): a precached app shell; a new version waits for
    // "Refresh".
    VitePWA({
      registerType: 'prompt',
      // `src/pwa/ReloadPrompt.tsx` registers through `virtual:pwa-register/react`.
      injectRegister: false,
      // The workbox globs below already precache `public/`'s icons; don't list them twice.
      includeManifestIcons: false,
      manifest: {
        name: 'Kids To-Do',
        short_name: 'Kids To-Do',
        description: 'A family to-do list for children: one column of tasks per kid, every day.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: brandColor,
        background_color: pageColor,
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/maskable-icon-512x512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // Every `/{family}/{date}` address is the one page: open it from the cache offline.
        navigateFallback: '/index.html',
        // Firebase Hosting's reserved `/__/` pages (the sign-in handler) must reach the network.
        navigateFallbackDenylist: [/^\/__\//],
        // The first service worker looks after the page at once, so the first visit works offline.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
      // `npm start` runs without a service worker, so nothing cached gets in the way.
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // @xstate/react asks for the hook through the package that backfills it for React 17 and
    // older; React 19 has it, so the page gets React's own (0.2 kB less in the first load).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  build: {
    rolldownOptions: { output: { manualChunks: chunks.manualChunks } },
  },
  server: {
    port: 5173,
  },
  test: {
    // Machines, stores and support code run in Node; UI tests opt into jsdom with a
    // `// @vitest-environment jsdom` docblock.
    environment: 'node',
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    setupFiles: ['test/setup/jsdom.ts'],
    // A limit that stops a test that hangs, sized (as the end-to-end tests' is) for a busy
    // two-core machine, where a UI test that takes one second idle can take ten, and each of
    // its waits may take up to 15 s (test/setup/jsdom.ts).
    testTimeout: 60_000,
    // Every core: Vitest's default leaves one free, which on a two-core machine is half of it.
    maxWorkers: availableParallelism(),
    // Tests have no service worker: the prompt's hook reports "nothing to do".
    alias: {
      'virtual:pwa-register/react': fileURLToPath(
        new URL('./src/pwa/registerServiceWorkerInTests.ts', import.meta.url),
      ),
    },
  },
});
