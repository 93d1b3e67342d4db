import type { AuthLoginResp } from '@dha/contracts';
import { tokenStorage } from '../auth/token-storage';
import {
  classifyEnvelope,
  CODE_MESSAGES,
  ERROR_TOAST_MS,
  httpStatusMessage,
  NETWORK_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_MESSAGE,
  type Toast,
} from './error-catalogue';

/**
 * THE one API client of the console (spec §7, §8, §4 token refresh).
 * Base `/admin-api`, 30 s timeout, JSON, envelope `{code,msg,data}` → resolves `data`.
 * UI side effects (toasts, the expired-session prompt) go through hooks the app installs at start.
 */
export const API_BASE = '/admin-api';
export const REFRESH_TOKEN_URL = '/system/auth/refresh-token';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** true when the user was already told (toast) or must not be told (silent messages) */
    readonly notified: boolean,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The slice of `Response` the client uses (lets tests hand in plain objects). */
export interface ResponseLike {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  blob(): Promise<Blob>;
}
export type FetchLike = (url: string, init: RequestInit) => Promise<ResponseLike>;

export interface ApiHooks {
  /** show a toast (Blueprint OverlayToaster in the app) */
  notify(toast: Toast): void;
  /** open the expired-session prompt (spec §8) */
  onSessionExpired(): void;
  /** fetch implementation (tests) */
  fetch?: FetchLike;
  /** base URL prefix (tests / other deployments) */
  baseUrl?: string;
  timeoutMs?: number;
}

const hooks: ApiHooks = {
  notify: () => undefined,
  onSessionExpired: () => undefined,
};

export function configureApi(partial: Partial<ApiHooks>): void {
  Object.assign(hooks, partial);
}

export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function encodeValue(v: Exclude<QueryValue, null | undefined>): string {
  return encodeURIComponent(v instanceof Date ? String(v.getTime()) : String(v));
}

/** GET params in the query string; arrays repeat the key (`a=1&a=2`); null/undefined/'' are left out. */
export function buildQuery(params?: QueryParams): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const v of values as QueryValue[]) {
      if (v === null || v === undefined || v === '') continue;
      parts.push(`${encodeURIComponent(key)}=${encodeValue(v)}`);
    }
  }
  return parts.join('&');
}

function withQuery(url: string, params?: QueryParams): string {
  const q = buildQuery(params);
  if (!q) return url;
  return url + (url.includes('?') ? '&' : '?') + q;
}

/**
 * The Authorization header is left off the login and refresh calls (contract sheet §1): a path
 * segment `login` or `refresh-token` exactly, so `/system/login-log/page` still carries the token.
 */
export function isAuthFreeUrl(url: string): boolean {
  return /\/(login|refresh-token)(?=[/?#]|$)/.test(url);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface RequestSpec {
  method: Method;
  url: string;
  params?: QueryParams;
  body?: unknown;
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  /** no toasts and no refresh/expired-session flow: just reject (background reads such as the org name) */
  quiet?: boolean;
}

function buildHeaders(spec: RequestSpec): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'tenant-id': String(tokenStorage.getTenantId()) };
  // a FormData body (an upload) sets its own multipart content type with the boundary
  if (spec.body !== undefined && !(spec.body instanceof FormData)) headers['Content-Type'] = 'application/json;charset=utf-8';
  if (spec.method === 'GET') {
    headers['Cache-Control'] = 'no-cache';
    headers['Pragma'] = 'no-cache';
  }
  const token = tokenStorage.getAccessToken();
  if (token && !isAuthFreeUrl(spec.url)) headers['Authorization'] = `Bearer ${token}`;
  return headers;
}

function fail(message: string, code = 0, quiet = false): never {
  if (!quiet) hooks.notify({ intent: 'danger', message, timeout: ERROR_TOAST_MS });
  throw new ApiError(code, message, true);
}

/** One HTTP exchange: timeout, network and HTTP status errors. Returns the raw response. */
async function send(spec: RequestSpec): Promise<ResponseLike> {
  const doFetch: FetchLike = hooks.fetch ?? ((url, init) => fetch(url, init));
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, hooks.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  spec.signal?.addEventListener('abort', onCallerAbort);
  let res: ResponseLike;
  try {
    res = await doFetch((hooks.baseUrl ?? API_BASE) + withQuery(spec.url, spec.params), {
      method: spec.method,
      headers: buildHeaders(spec),
      body: spec.body === undefined ? undefined : spec.body instanceof FormData ? spec.body : JSON.stringify(spec.body),
      signal: controller.signal,
    });
  } catch (e) {
    if (timedOut) fail(TIMEOUT_MESSAGE, 0, spec.quiet);
    if (spec.signal?.aborted) throw e; // the caller cancelled (react-query): no toast
    fail(NETWORK_ERROR_MESSAGE, 0, spec.quiet);
  } finally {
    clearTimeout(timer);
    spec.signal?.removeEventListener('abort', onCallerAbort);
  }
  if (!res.ok) fail(httpStatusMessage(res.status), res.status, spec.quiet);
  return res;
}

interface Envelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

// ---- 401 → refresh once, concurrent requests wait and are replayed -------------------------------
let refreshing: Promise<boolean> | null = null;

async function refreshAccessToken(): Promise<boolean> {
  const refreshToken = tokenStorage.getRefreshToken();
  if (!refreshToken) return false;
  try {
    const res = await send({ method: 'POST', url: REFRESH_TOKEN_URL, params: { refreshToken } });
    const body = (await res.json()) as Envelope;
    if (classifyEnvelope(body.code, body.msg).kind !== 'success' || !body.data) return false;
    const data = body.data as AuthLoginResp;
    tokenStorage.setTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken || refreshToken });
    return true;
  } catch {
    return false;
  }
}

let expiredPromptOpen = false;
/** No refresh token, or the refresh failed: the expired-session prompt (once while it is open). */
function sessionExpired(): never {
  if (!expiredPromptOpen) {
    expiredPromptOpen = true;
    hooks.onSessionExpired();
  }
  throw new ApiError(401, CODE_MESSAGES[401] ?? '', true);
}

/** The prompt calls this when it closes, so a later expiry can open it again. */
export function sessionExpiredPromptClosed(): void {
  expiredPromptOpen = false;
}

async function request<T>(spec: RequestSpec, replayed = false): Promise<T> {
  const tokenUsed = tokenStorage.getAccessToken();
  const res = await send(spec);
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  if (spec.responseType === 'blob' && !isJson) return (await res.blob()) as T;

  let body: Envelope;
  try {
    body = ((await res.json()) ?? {}) as Envelope;
  } catch {
    fail(httpStatusMessage(res.status), res.status, spec.quiet);
  }
  const outcome = classifyEnvelope(body.code, body.msg);
  if (outcome.kind === 'success') return body.data as T;
  if (outcome.kind === 'error') {
    if (outcome.toast && !spec.quiet) hooks.notify(outcome.toast);
    throw new ApiError(outcome.code, outcome.message, true);
  }
  if (spec.quiet) throw new ApiError(401, CODE_MESSAGES[401] ?? '', true);

  // 401: refresh once, then replay; a replay that fails again ends the session
  if (replayed || isAuthFreeUrl(spec.url)) sessionExpired();
  if (tokenUsed !== tokenStorage.getAccessToken() && tokenStorage.getAccessToken()) {
    return request<T>(spec, true); // a refresh already happened while this request was in flight
  }
  if (!refreshing) {
    refreshing = refreshAccessToken().finally(() => {
      refreshing = null;
    });
  }
  const refreshed = await refreshing;
  if (!refreshed) sessionExpired();
  return request<T>(spec, true);
}

/**
 * A call its server answers outside the envelope (AJ-Captcha): the body as it is. An envelope in its
 * place (the request itself was refused, e.g. 400) is handled as every other answer.
 */
async function requestUnwrapped<T>(spec: RequestSpec): Promise<T> {
  const res = await send(spec);
  const body = (await res.json()) as unknown;
  if (body && typeof body === 'object' && 'code' in body) {
    const envelope = body as Envelope;
    const outcome = classifyEnvelope(envelope.code, envelope.msg);
    if (outcome.kind === 'success') return envelope.data as T;
    if (outcome.kind === 'error' && outcome.toast) hooks.notify(outcome.toast);
    throw new ApiError(outcome.kind === 'error' ? outcome.code : 401, outcome.kind === 'error' ? outcome.message : '', true);
  }
  return body as T;
}

/** Reset module state between tests. */
export function resetApiStateForTests(): void {
  refreshing = null;
  expiredPromptOpen = false;
}

export interface GetOptions {
  signal?: AbortSignal;
  /** reject without toasts or the 401 refresh flow */
  quiet?: boolean;
}

export const api = {
  get: <T>(url: string, params?: QueryParams, opts?: GetOptions) => request<T>({ method: 'GET', url, params, ...opts }),
  post: <T>(url: string, body?: unknown, params?: QueryParams) => request<T>({ method: 'POST', url, body, params }),
  put: <T>(url: string, body?: unknown, params?: QueryParams) => request<T>({ method: 'PUT', url, body, params }),
  delete: <T>(url: string, params?: QueryParams) => request<T>({ method: 'DELETE', url, params }),
  /** Excel exports and other files: a Blob, or the usual error handling when the server answers an envelope. */
  download: (url: string, params?: QueryParams) => request<Blob>({ method: 'GET', url, params, responseType: 'blob' }),
  /** A POST answered outside the envelope (AJ-Captcha's calls). */
  postUnwrapped: <T>(url: string, body?: unknown) => requestUnwrapped<T>({ method: 'POST', url, body }),
  /** A file upload (multipart/form-data, e.g. an Excel import). */
  upload: <T>(url: string, form: FormData, params?: QueryParams) => request<T>({ method: 'POST', url, body: form, params }),
};

/** Save a downloaded blob under a file name (export-excel). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(href);
}
