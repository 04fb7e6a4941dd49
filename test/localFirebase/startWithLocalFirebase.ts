/**
 * `npm run start:firebase`: the app in Firebase mode against a local Firebase-protocol server
 * that enforces the project's own database.rules.json, with a development-only test parent
 * to sign in as. Data lives in memory: stopping the command forgets it.
 *
 *   npm run start:firebase [-- --port 5180 --database-port 9000]
 *
 * With `--build DIR` it serves a build instead of the dev server (what the end-to-end tests
 * run): built into DIR in the `firebase-e2e` mode, which keeps the test parent that a
 * production build leaves out, and quicker to load than the dev server's modules one by one.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { build, createServer, preview } from 'vite';
import { startLocalFirebaseServer } from './localFirebaseServer';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5180' },
    'database-port': { type: 'string', default: '9000' },
    host: { type: 'string', default: '127.0.0.1' },
    build: { type: 'string' },
  },
});

const rulesFile = new URL('../../database.rules.json', import.meta.url);
const rules = JSON.parse(readFileSync(rulesFile, 'utf8')) as object;
const database = await startLocalFirebaseServer({ rules, port: Number(values['database-port']) });

// Vite hands `VITE_*` variables of its own process to the app, ahead of `.env.local`.
process.env.VITE_FIREBASE_DATABASE_URL = `http://${database.host}:${database.port}?ns=demo-kids-todo`;
process.env.VITE_FIREBASE_LOCAL_SERVER = `${database.host}:${database.port}`;

const where = { host: values.host, port: Number(values.port), strictPort: true };
const outDir = values.build;
const app =
  outDir === undefined
    ? await createServer({ server: where }).then((server) => server.listen())
    : await build({
        mode: 'firebase-e2e',
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true },
      }).then(() => preview({ preview: where, build: { outDir } }));
console.log(
  `Local Firebase-protocol server on ${database.host}:${database.port}, with database.rules.json.`,
);
app.printUrls();
console.log('Sign in as the test parent; open a second window to watch changes arrive live.');

async function stop() {
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
