/**
 * What firebase-server leaves out of the Realtime Database protocol: it never re-checks a
 * listen against the rules, and never acts on an unlisten, so a member removed from a family
 * kept receiving its changes. Real Firebase revokes such a listen (the server's `c` action,
 * which the SDK reports to the listener as `permission_denied`) and stops sending it. This
 * follows each connection's auth and listens, re-checks every listen of every connection after
 * each write, and mutes what was revoked or unlistened. A path may be listened to with several
 * queries at once (a range of days for the week, another for the streaks): each is its own listen.
 */

/** The parts of a firebase-server instance this reads. */
export interface ListenWatchServer {
  targaryen: { as(auth: unknown): { read(path: string): { allowed: boolean } } };
  tokenValidator: { decode(token: string): Record<string, unknown> };
}

interface Socket {
  send(data: string): void;
}

interface Watch {
  recheck(): void;
}

interface ClientMessage {
  t?: string;
  d?: { a?: string; b?: { p?: string; q?: unknown; cred?: string } };
}

const watchesOf = new WeakMap<ListenWatchServer, Set<Watch>>();

const normalize = (path: string | undefined) => (path ?? '').replace(/^\/+/, '');

function parse(text: string): ClientMessage | null {
  try {
    const message: unknown = JSON.parse(text);
    return typeof message === 'object' && message !== null ? (message as ClientMessage) : null;
  } catch {
    return null;
  }
}

/** The auth a rule sees for a credential, decoded as firebase-server itself does. */
function authFor(server: ListenWatchServer, credential: string | undefined): unknown {
  if (!credential) return null;
  try {
    const token = server.tokenValidator.decode(credential);
    if ('d' in token) return token.d;
    return { provider: token.provider_id, token, uid: token.user_id ?? token.sub };
  } catch {
    return null;
  }
}

export function watchListens(server: ListenWatchServer, socket: Socket) {
  const watches = watchesOf.get(server) ?? new Set<Watch>();
  watchesOf.set(server, watches);
  const sendRaw = socket.send.bind(socket);
  let auth: unknown = null;
  /** The paths this connection listens to, each with its listens' queries by their text. */
  const listens = new Map<string, Map<string, unknown>>();
  const muted = new Set<string>();
  const queryKey = (query: unknown) => JSON.stringify(query ?? null);
  const startListen = (path: string, query: unknown) => {
    const queries = listens.get(path) ?? new Map<string, unknown>();
    queries.set(queryKey(query), query);
    listens.set(path, queries);
    muted.delete(path);
  };
  /** Ends one listen; a path nothing listens to any more is muted. */
  const endListen = (path: string, query: unknown) => {
    const queries = listens.get(path);
    queries?.delete(queryKey(query));
    if (queries && queries.size > 0) return;
    listens.delete(path);
    muted.add(path);
  };

  const mayRead = (path: string) => server.targaryen.as(auth).read(path).allowed;

  // firebase-server sends a frame count, then the frames: hold them to see the whole message.
  let framesExpected = 0;
  let frames: string[] = [];
  const isMutedData = (text: string) => {
    const message = parse(text);
    return message?.t === 'd' && message.d?.a === 'd' && muted.has(normalize(message.d.b?.p));
  };
  socket.send = (data) => {
    const text = String(data);
    if (framesExpected === 0 && /^[1-9][0-9]*$/.test(text)) {
      framesExpected = Number(text);
      frames = [text];
      return;
    }
    if (framesExpected === 0) return sendRaw(data);
    frames.push(text);
    if (frames.length <= framesExpected) return;
    const held = frames;
    framesExpected = 0;
    frames = [];
    if (!isMutedData(held.slice(1).join(''))) held.forEach((frame) => sendRaw(frame));
  };

  const watch: Watch = {
    recheck() {
      for (const [path, queries] of listens) {
        if (mayRead(path)) continue;
        for (const query of queries.values()) {
          endListen(path, query);
          // The SDK reads a revoked query as a list of query objects (`query.map(...)`).
          const body = query === undefined ? { p: `/${path}` } : { p: `/${path}`, q: [query] };
          sendRaw(JSON.stringify({ t: 'd', d: { a: 'c', b: body } }));
        }
      }
    },
  };
  watches.add(watch);

  return {
    /** Called with each whole client message, just before firebase-server handles it. */
    received(text: string) {
      const message = parse(text);
      if (message?.t !== 'd' || !message.d) return;
      const { a: action, b: body } = message.d;
      const path = normalize(body?.p);
      if (action === 'auth' || action === 'gauth') auth = authFor(server, body?.cred);
      else if (action === 'unauth') auth = null;
      else if ((action === 'l' || action === 'q') && mayRead(path)) startListen(path, body?.q);
      else if (action === 'n') endListen(path, body?.q);
      else if (action === 'm' || action === 'p') {
        // The write is handled next, and settles within microtasks: check once it has.
        setImmediate(() => watches.forEach((each) => each.recheck()));
      }
    },
    close() {
      watches.delete(watch);
    },
  };
}
