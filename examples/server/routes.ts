import { readFile, stat } from 'node:fs/promises';
import { basename, extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { COOKIE_NAMES } from '@shop-islands/store';
import { DEMO_SESSID, products, type BackendState } from '@shop-islands/dev-server';
import { contentTypeOf } from '@shop-islands/dev-server/node';
import type { PageContext } from './layout';
import { cartPage } from './pages/cart';
import { catalogPage } from './pages/catalog';
import { catalogOptPage } from './pages/catalog-opt';
import { comparePage } from './pages/compare';
import { docsExamplePage } from './pages/docs-example';
import { homePage } from './pages/home';
import { loginPage } from './pages/login';
import { orderPage } from './pages/order';
import { paymentDeliveryPage } from './pages/payment-delivery';
import { productPage } from './pages/product';
import { returnPointsPage } from './pages/return-points';
import { searchPage } from './pages/search';
import { supportPage } from './pages/support';
import { wizardIndexPage, wizardPage } from './pages/wizard';

/**
 * docs/embedding.md#csp: the policy the islands work under, every island of every page included
 * (no inline script or style, no eval, workers from their own files; `data:` images for the buy
 * button's icon), as on a shop whose composite cache rules out per-request nonces.
 */
export const ISLANDS_CSP = "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

/**
 * What the example pages send, so every browser test runs under it: the islands' policy, and style
 * attributes for the comparison template, which prints its column count in one (the islands set
 * none: e2e/foundation.e2e.ts runs a page without them).
 */
export const PAGE_CSP = `${ISLANDS_CSP}; style-src-attr 'unsafe-inline'`;

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The example pages: route pattern → template (`context.params` holds the named groups). */
const PAGES: ReadonlyArray<readonly [RegExp, (context: PageContext) => string]> = [
  [/^\/$/, homePage],
  [/^\/catalog\/$/, catalogPage],
  [/^\/catalog\/opt\/$/, catalogOptPage],
  [/^\/catalog\/product\/(?<id>\d+)\/$/, productPage],
  [/^\/catalog\/compare\/$/, comparePage],
  [/^\/personal\/cart\/$/, cartPage],
  [/^\/personal\/order\/$/, orderPage],
  [/^\/payment-delivery\/$/, paymentDeliveryPage],
  [/^\/return-points\/$/, returnPointsPage],
  [/^\/support\/$/, supportPage],
  [/^\/login\/$/, loginPage],
  // The car wizard's page, and where its fallback form goes without script.
  [/^\/wizard\/$/, wizardIndexPage],
  // The search box's results page (docs/islands/search-suggest.md).
  [/^\/search\/$/, searchPage],
  // docs/embedding.md#routes: the car-selection wizard's target route
  [/^\/wizard\/(?<carBrand>[^/]+)\/(?<carModel>[^/]+)\/$/, wizardPage],
  // A product's own address, as the catalogue items link to it (`/catalog/{section}/{code}/`).
  // The copy-paste example of each reference page (docs/islands/<island>.md), for its browser test.
  [/^\/__docs\/(?<island>[a-z-]+)\/$/, docsExamplePage],
  [/^\/catalog\/[^/]+\/[^/]+\/$/, (context) => productPage({ ...context, params: { id: String(productIdByUrl.get(context.url.pathname) ?? '') } })],
];

const productIdByUrl = new Map(products.map((product) => [product.url, product.id]));

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const pair of header.split(/;\s*/)) {
    const [key, ...value] = pair.split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Serves a file from a folder of the repo under a URL prefix (the built drop-in folders, assets). */
function folder(prefix: string, dir: string): RequestHandler {
  // `*` in front: any origin (relative paths have no origin to resolve against in Node).
  return http.get(`*${prefix}*`, async ({ request }) => {
    const relative = decodeURIComponent(new URL(request.url).pathname.slice(prefix.length));
    const base = resolve(root, dir);
    const file = resolve(base, relative);
    if (!file.startsWith(base + sep) || extname(file) === '') return undefined;
    // The headers the README asks a site to send: the loader revalidated on every page, every
    // other drop-in file (named by its content hash) kept for a year.
    const hashed = prefix.startsWith('/local/islands') && basename(file) !== 'loader.js';
    const headers: Record<string, string> = { 'content-type': contentTypeOf(file), 'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache', vary: 'accept-encoding' };
    // A script does not name its source map (it would cost every shopper bytes): the header tells
    // developer tools where it is, as docs/embedding.md asks a site to do.
    if (extname(file) === '.js' && (await stat(`${file}.map`).catch(() => null))) headers.sourcemap = `${basename(file)}.map`;
    try {
      // The build's precompressed twin, as nginx's gzip_static would send it.
      if (/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) {
        const packed = await readFile(`${file}.gz`).catch(() => null);
        if (packed) return new HttpResponse(packed, { headers: { ...headers, 'content-encoding': 'gzip' } });
      }
      return new HttpResponse(await readFile(file), { headers });
    } catch {
      return new HttpResponse(`Нет файла ${relative}. Соберите острова: npm run build`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
  });
}

/** Where the two drop-in folders are served from (`dist/islands*` unless a test deploys its own). */
export interface DropInFolders {
  react?: string;
  preact?: string;
}

/** Page routes and static folders of the examples, in front of the backend's handlers. */
export function createExampleRoutes(state: BackendState, dropIn: DropInFolders = {}): RequestHandler[] {
  return [
    folder('/local/islands/', dropIn.react ?? 'dist/islands/'),
    folder('/local/islands-preact/', dropIn.preact ?? 'dist/islands-preact/'),
    folder('/assets/', 'examples/assets/'),
    // Test hook: a fresh backend (basket, compare, user) for each browser test.
    // `*` in front, like `folder()`: a bare path never matches in Node, and the hook answered 404.
    http.post('*/__demo/reset', () => {
      state.reset();
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*', ({ request }) => {
      const url = new URL(request.url);
      const route = PAGES.map(([pattern, render]) => [pattern.exec(url.pathname), render] as const).find(([match]) => match);
      if (!route) return undefined;
      const [match, page] = route;
      const context: PageContext = {
        params: { ...match!.groups },
        session: state.session(DEMO_SESSID),
        url,
        flavour: url.searchParams.get('flavour') === 'preact' ? 'preact' : 'react',
        cityName: readCookie(request, COOKIE_NAMES.cityName) ?? 'Москва',
        cookie: (name) => readCookie(request, name),
      };
      return new HttpResponse(page(context), {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': PAGE_CSP },
      });
    }),
  ];
}
