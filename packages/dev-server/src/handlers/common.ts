/** What every handler shares: fault injection, parameter parsing, the sessid check, answers. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { SESSION_EXPIRED_MESSAGE } from '../endpoints';
import {
  CONTENT_TYPES,
  emptyResponse,
  errorPage,
  malformedResponse,
  parseFaults,
  readCookie,
  registeredFault,
  requestFault,
  sleep,
  type AnswerType,
  type FaultSetting,
} from '../faults';
import { readParams, str, type ParamMap, type RequestParams } from '../form';
import type { BackendState, SessionState } from '../state';

export interface HandlerOptions {
  /** Delay added to every answer, to feel like a real network (ms). Default 0. */
  latencyMs?: number;
  /** Delay of the `slow` fault without a number (ms). Default 3000. */
  slowMs?: number;
  /** How long the `timeout` fault holds the answer before a 504 (ms). Default 20 000 (> the 10 s client timeout). */
  timeoutMs?: number;
  /** Honour `x-mock-fault` (query/header) and the `mock_fault` cookie. Default true. */
  requestFaults?: boolean;
  /** Origin the handlers answer for, e.g. `http://localhost:6006`. Default: any origin. */
  origin?: string;
  /** Faults to register in `state.faults` when the handlers are created. */
  faults?: Record<string, FaultSetting>;
}

export type ResolvedOptions = Required<Omit<HandlerOptions, 'faults'>>;

export function resolveOptions(options: HandlerOptions = {}): ResolvedOptions {
  return {
    latencyMs: options.latencyMs ?? 0,
    slowMs: options.slowMs ?? 3000,
    timeoutMs: options.timeoutMs ?? 20_000,
    requestFaults: options.requestFaults ?? true,
    origin: options.origin ?? '*',
  };
}

export interface RouteContext {
  request: Request;
  url: URL;
  params: RequestParams;
  /** `params.all`, for short reads. */
  p: ParamMap;
  state: BackendState;
  session: SessionState;
  /** The valid sessid sent, if any. */
  sessid: string | null;
  options: ResolvedOptions;
}

export interface RouteDef {
  key: string;
  path: string;
  method: 'get' | 'post' | 'all';
  answer: AnswerType;
  /** `required`: missing or wrong → 403; `optional`: checked only when sent; `none`: not read. */
  sessid: 'required' | 'optional' | 'none';
  handle(ctx: RouteContext): Response | Promise<Response>;
  /** The call's refusal (200 with `ERROR`), answered instead of `handle` under the `refuse` fault. */
  refuse?(ctx: RouteContext): Response;
}

/** The sessid a request carries: `sessid` in the body or query, or Bitrix's `X-Bitrix-Csrf-Token` header. */
function sentSessid(request: Request, params: ParamMap): string | null {
  const value = str(params.sessid);
  if (value) return value;
  return request.headers.get('x-bitrix-csrf-token');
}

export function forbidden(answer: AnswerType): Response {
  return answer === 'json'
    ? HttpResponse.json({ error: SESSION_EXPIRED_MESSAGE }, { status: 403 })
    : new Response(SESSION_EXPIRED_MESSAGE, { status: 403, headers: { 'content-type': CONTENT_TYPES.text } });
}

export function textResponse(body: string, answer: AnswerType = 'text', status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': CONTENT_TYPES[answer] } });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status }) as Response;
}

/** Builds the MSW handler of one route, with faults, the sessid check and per-session state. */
export function defineRoute(def: RouteDef, state: BackendState, options: ResolvedOptions): HttpHandler {
  const pattern = options.origin === '*' ? `*${def.path}` : new URL(def.path, options.origin).href;
  return http[def.method](pattern, async ({ request }) => {
    const faultText = [options.requestFaults ? requestFault(request) : null, registeredFault(state.faults, def.key, def.path)]
      .filter(Boolean)
      .join(',');
    const faults = parseFaults(faultText);
    const signal = request.signal;
    const slow = faults.find((fault) => fault.kind === 'slow');
    await sleep(options.latencyMs, signal);
    if (slow && slow.kind === 'slow') await sleep(slow.ms ?? options.slowMs, signal);
    const failure = faults.find((fault) => fault.kind !== 'slow');
    if (failure) {
      switch (failure.kind) {
        case 'status':
          return errorPage(failure.status);
        case 'timeout':
          await sleep(options.timeoutMs, signal);
          return errorPage(504);
        case 'malformed':
          return malformedResponse(def.answer, def.path);
        case 'empty':
          return emptyResponse(def.answer);
        case 'network':
          return HttpResponse.error();
        default:
          break;
      }
    }

    const params = await readParams(request);
    const sent = sentSessid(request, params.all);
    if (def.sessid === 'required' && !state.isValidSessid(sent)) return forbidden(def.answer);
    if (def.sessid === 'optional' && sent !== null && sent !== '' && !state.isValidSessid(sent)) return forbidden(def.answer);
    const sessid = state.isValidSessid(sent) ? sent : null;
    const cookieSession = readCookie(request, 'PHPSESSID');
    const session = state.session(sessid ?? (state.isValidSessid(cookieSession) ? cookieSession : undefined));
    state.requests.push({ key: def.key, method: request.method, path: def.path, params: params.all, sessid });
    if (state.requests.length > 1000) state.requests.splice(0, state.requests.length - 1000);
    const url = new URL(request.url);
    const context: RouteContext = { request, url, params, p: params.all, state, session, sessid, options };
    if (def.refuse && faults.some((fault) => fault.kind === 'refuse')) return def.refuse(context);
    return def.handle(context);
  });
}
