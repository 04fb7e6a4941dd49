/**
 * A local Realtime Database server for tests and development: firebase-server 1.1.0 (the
 * Firebase websocket protocol, rules enforced by targaryen), adapted to the installed SDK.
 * Data lives in memory only. It ignores a one-shot `get()` on a path nobody listens to and
 * has no `increment()` or `onDisconnect()`; the app uses listeners and transactions only.
 * As real Firebase does, it cancels a listen whose reader lost read permission (a removed
 * member's open listeners end with PERMISSION_DENIED), and stops sending a path on unlisten.
 */
import { createServer, type Server } from 'node:http';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { watchListens, type ListenWatchServer } from './listenWatch';

const require = createRequire(import.meta.url);

export interface LocalFirebaseServer {
  /** The port on 127.0.0.1 the server listens on. */
  port: number;
  /** What the SDK's `connectDatabaseEmulator` needs. */
  host: '127.0.0.1';
  /** Replaces the security rules: an object shaped like database.rules.json. */
  setRules(rules: object): void;
  /** The whole database, as the server holds it. */
  value(): Promise<unknown>;
  close(): Promise<void>;
}

/** The part of a `ws` socket that firebase-server's connection handler uses to read. */
interface IncomingSocket {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

interface FirebaseServerInstance {
  setRules(rules: object): void;
  getValue(): Promise<unknown>;
  close(): Promise<void>;
}
type FirebaseServerClass = (new (
  options: { server: Server },
  name: string,
  data?: unknown,
) => FirebaseServerInstance) & {
  prototype: {
    handleConnection(this: ListenWatchServer, socket: IncomingSocket & SendingSocket): void;
  };
};

/** The part of a `ws` socket that firebase-server writes to. */
interface SendingSocket {
  send(data: string): void;
}

interface TargaryenDatabase {
  rules: unknown;
  root: unknown;
  debug: boolean;
  as(auth: unknown): TargaryenDatabase;
}

let loaded: FirebaseServerClass | undefined;

/** Loads firebase-server once, with its known defects fixed. */
function loadFirebaseServer(): FirebaseServerClass {
  if (loaded) return loaded;
  resolveFirebaseToCompat();
  judgeSignedOutCallersAsSignedOut();
  const FirebaseServer = require('firebase-server') as FirebaseServerClass;
  handleMessagesWholeAndOneAtATime(FirebaseServer);
  loaded = FirebaseServer;
  return loaded;
}

/** firebase-server's `require('firebase')` gets the installed SDK's compat build. */
function resolveFirebaseToCompat(): void {
  const loader = Module as unknown as {
    _resolveFilename(
      request: string,
      parent: { filename?: string } | undefined,
      ...rest: unknown[]
    ): string;
  };
  const resolve = loader._resolveFilename;
  const compat = path.join(import.meta.dirname, 'firebaseCompat.cjs');
  const serverFolder = `${path.sep}firebase-server${path.sep}`;
  loader._resolveFilename = function (request, parent, ...rest) {
    const fromServer = request === 'firebase' && parent?.filename?.includes(serverFolder);
    return resolve.call(this, fromServer ? compat : request, parent, ...rest);
  };
}

/**
 * targaryen's `as(null)` keeps the auth of the database it was called on, and firebase-server
 * keeps the database returned by the last write: a signed-out request would be judged as the
 * last signed-in writer. Here `as(null)` really means "nobody is signed in".
 */
function judgeSignedOutCallersAsSignedOut(): void {
  const targaryen = require('targaryen') as {
    database(rules: object, data: unknown): TargaryenDatabase;
  };
  const prototype = Object.getPrototypeOf(targaryen.database({ rules: {} }, null)) as {
    constructor: new (options: object) => TargaryenDatabase;
    as(this: TargaryenDatabase, auth: unknown): TargaryenDatabase;
  };
  const Database = prototype.constructor;
  prototype.as = function (auth) {
    return new Database({
      rules: this.rules,
      data: this.root,
      auth: auth ?? null,
      debug: this.debug,
    });
  };
}

/**
 * Two defects in how firebase-server reads a connection's messages:
 * - A message the SDK sends in several frames (it sends the number of frames first) is
 *   re-parsed as JSON after every frame: a 10 MB text takes 640 parses of a growing buffer.
 *   Here the frames are joined first, and firebase-server sees the whole message at once.
 * - Each message is handled by a chain of promises, and the messages of one read from a
 *   socket are handled together, so their chains interleave: a transaction's hash check can
 *   answer with a value older than a set handled after it, and the client keeps that stale
 *   value. Its handlers settle within microtasks (its in-memory database answers at once), so
 *   handling each message in a macrotask of its own finishes one before the next starts.
 */
function handleMessagesWholeAndOneAtATime(FirebaseServer: FirebaseServerClass): void {
  const prototype = FirebaseServer.prototype;
  const handleConnection = prototype.handleConnection;
  prototype.handleConnection = function (socket) {
    const on = socket.on.bind(socket);
    const watch = watchListens(this, socket);
    socket.on = (event, listener) =>
      on(
        event,
        event === 'message'
          ? joinFramesThenQueue((message) => {
              // Noted first: a listen's first value is sent while firebase-server handles it.
              watch.received(message);
              listener(message);
            })
          : listener,
      );
    on('close', () => watch.close());
    handleConnection.call(this, socket);
  };
}

function joinFramesThenQueue(handleMessage: (message: string) => void): (data: unknown) => void {
  let framesExpected = 0;
  let frames: string[] = [];
  return (data) => {
    const text = String(data);
    if (framesExpected === 0 && /^[1-9][0-9]*$/.test(text)) {
      // A frame count; a lone "0" is the SDK's keep-alive and goes through as it is.
      framesExpected = Number(text);
      return;
    }
    if (framesExpected > 0) {
      frames.push(text);
      if (frames.length < framesExpected) return;
      const message = frames.join('');
      framesExpected = 0;
      frames = [];
      setImmediate(() => handleMessage(message));
      return;
    }
    setImmediate(() => handleMessage(text));
  };
}

/** Starts a server on a free 127.0.0.1 port with the given rules (shaped like database.rules.json; default: deny everything). */
export async function startLocalFirebaseServer(
  options: { rules?: object; port?: number } = {},
): Promise<LocalFirebaseServer> {
  const FirebaseServer = loadFirebaseServer();
  const http = createServer();
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = http.address();
  if (address === null || typeof address === 'string') throw new Error('No port to listen on.');
  const port = address.port;
  // The server tells clients its name and they reconnect to it: it must be this address.
  const server = new FirebaseServer({ server: http }, `127.0.0.1:${port}`);
  server.setRules(options.rules ?? { rules: { '.read': false, '.write': false } });
  return {
    port,
    host: '127.0.0.1',
    setRules: (rules) => server.setRules(rules),
    value: () => server.getValue(),
    async close() {
      await server.close();
      await new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      });
    },
  };
}
