/**
 * The demo server: a real Node `http` server on 127.0.0.1 that answers the mock backend's paths
 * through the same MSW handlers (`getResponse`) and serves static files for everything else.
 *
 *   npx tsx packages/dev-server/src/serve.ts --port 8080 --static examples
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse, type RequestHandler } from 'msw';
import { createHandlers, type HandlerOptions } from './handlers';
import { createBackendState, type BackendState } from './state';

/** `packages/dev-server/public`: product pictures, captcha pictures, mockServiceWorker.js. */
export const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));

export interface DemoServerOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Directories served as static files, first match wins; `PUBLIC_DIR` is always served last. */
  staticDirs?: readonly string[];
  /** Backend state; a fresh one by default. */
  state?: BackendState;
  handlerOptions?: HandlerOptions;
  /** Extra MSW handlers tried before the backend's (e.g. page routes of the examples). */
  handlers?: readonly RequestHandler[];
  /** Logs one line per request. Default false. */
  log?: boolean;
}

export interface DemoServer {
  server: Server;
  state: BackendState;
  url: string;
  port: number;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.geojson': 'application/geo+json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pbf': 'application/x-protobuf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Страница не найдена</title></head>
<body><h1>404</h1><p>Страница не найдена.</p><p><a href="/">На главную</a></p></body></html>
`;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** An IncomingMessage as a Fetch `Request` (its signal aborts when the client goes away). */
export async function toFetchRequest(req: IncomingMessage, origin: string, signal?: AbortSignal): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length ? new Uint8Array(body) : undefined,
    signal,
  });
}

async function sendResponse(res: ServerResponse, response: Response, head: boolean): Promise<void> {
  if (response.type === 'error') {
    res.socket?.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(head ? undefined : body);
}

/** Finds `pathname` in the static directories; `index.html` for directories. */
async function findStatic(dirs: readonly string[], pathname: string): Promise<{ file: string } | { redirect: string } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  for (const dir of dirs) {
    const root = resolve(dir);
    const candidate = resolve(join(root, decoded));
    if (candidate !== root && !candidate.startsWith(root + sep)) continue;
    try {
      const info = await stat(candidate);
      if (info.isDirectory()) {
        if (!pathname.endsWith('/')) return { redirect: `${pathname}/` };
        const index = join(candidate, 'index.html');
        if ((await stat(index)).isFile()) return { file: index };
      } else if (info.isFile()) {
        return { file: candidate };
      }
    } catch {
      // not in this directory
    }
  }
  return null;
}

async function serveStatic(req: IncomingMessage, res: ServerResponse, dirs: readonly string[], url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  const found = method === 'GET' || method === 'HEAD' ? await findStatic(dirs, url.pathname) : null;
  if (found && 'redirect' in found) {
    res.writeHead(301, { location: found.redirect + url.search });
    res.end();
    return;
  }
  if (!found) {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(method === 'HEAD' ? undefined : NOT_FOUND_PAGE);
    return;
  }
  const info = await stat(found.file);
  res.writeHead(200, {
    'content-type': contentTypeOf(found.file),
    'content-length': String(info.size),
    'cache-control': 'no-cache',
  });
  if (method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(found.file)
    .on('error', () => res.destroy())
    .pipe(res);
}

export async function createDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const host = options.host ?? '127.0.0.1';
  const state = options.state ?? createBackendState();
  const handlers: RequestHandler[] = [...(options.handlers ?? []), ...createHandlers(state, options.handlerOptions)];
  const dirs = [...(options.staticDirs ?? []), PUBLIC_DIR];
  let origin = `http://${host}`;

  const server = createServer((req, res) => {
    const started = Date.now();
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
      if (options.log) console.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started} ms`);
    });
    void (async () => {
      try {
        const url = new URL(req.url ?? '/', origin);
        const request = await toFetchRequest(req, origin, controller.signal);
        const response = await getResponse(handlers, request);
        if (response) await sendResponse(res, response, req.method === 'HEAD');
        else await serveStatic(req, res, dirs, url);
      } catch (error) {
        if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          res.end(`Ошибка демо-сервера: ${error instanceof Error ? error.message : String(error)}`);
        } else {
          res.destroy();
        }
      }
    })();
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;
  return {
    server,
    state,
    url: `${origin}/`,
    port,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.close((error) => (error ? reject(error) : resolveClose()));
        server.closeAllConnections();
      }),
  };
}

/** Starts the demo server and prints its URL. */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const demo = await createDemoServer({ port: 8080, log: true, ...options });
  console.log(`Демо-сервер shop-islands: ${demo.url}`);
  return demo;
}
