/**
 * Test harness of the client screens: the real API client, router and react-query over a fake
 * `global.fetch` (the only thing mocked). Used by the *.spec.tsx files only.
 */
import type { ClientCourseVO } from '@dha/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { resetApiStateForTests } from '../../../api/http';
import { sessionStore } from '../../../auth/session';
import { dictStore, type DictDataSimple } from '../../../dict';
import { clientRoutes } from '../routes';

/** jsdom has no fetch API classes; react-router's data router builds a `Request` per navigation. */
if (typeof globalThis.Request === 'undefined') {
  class MiniRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers = new Map<string, string>();
    constructor(input: string | URL | MiniRequest, init: { method?: string; signal?: AbortSignal | null } = {}) {
      this.url = input instanceof MiniRequest ? input.url : String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: MiniRequest });
}

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Reply = unknown | ((call: FakeCall) => unknown);

/** An envelope `{code:0,data}`. */
export const ok = (data: unknown) => ({ code: 0, msg: '', data });
/** A business error envelope. */
export const fail = (code: number, msg: string) => ({ code, msg, data: null });

/**
 * Install a fake `fetch`: `routes` maps `'GET /client/course/page'` to an envelope (or a function of
 * the call returning one). Unknown calls answer 404 envelopes. Returns the calls made.
 */
export function fakeServer(routes: Record<string, Reply>): FakeCall[] {
  const calls: FakeCall[] = [];
  const all: Record<string, Reply> = {
    'GET /infra/config/public': ok({ 'system.org.name': '测试中心', 'client.about.content': '' }),
    ...routes,
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/admin-api/, '');
    const method = String(init?.method ?? 'GET');
    const call: FakeCall = { method, path, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const reply = all[`${method} ${path}`];
    const body =
      reply === undefined
        ? fail(404, `no fake for ${method} ${path}`)
        : typeof reply === 'function'
          ? (reply as (c: FakeCall) => unknown)(call)
          : reply;
    const resolved = await body;
    return {
      ok: true,
      status: 200,
      headers: { get: (n: string) => (n.toLowerCase() === 'content-type' ? 'application/json' : null) },
      json: async () => resolved,
      blob: async () => new Blob([JSON.stringify(resolved)]),
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

/** A published course as /client/course/page answers it. */
export function course(over: Partial<ClientCourseVO> = {}): ClientCourseVO {
  return {
    id: 1,
    name: '禅修入门班',
    code: 'C-001',
    type: '1',
    recruitmentType: '1',
    coverUrl: '',
    description: '',
    locationId: 1,
    locationName: '总部',
    locationAddress: '漕溪北路 88 号',
    teachers: [],
    teacherNames: ['王老师'],
    startTime: Date.UTC(2026, 11, 2, 2),
    endTime: Date.UTC(2026, 11, 23, 2),
    sessions: [],
    signupStartTime: Date.UTC(2026, 10, 1),
    signupEndTime: Date.UTC(2026, 10, 30),
    formalStudentQuota: 10,
    candidateStudentQuota: 5,
    formalVolunteerQuota: 0,
    candidateVolunteerQuota: 0,
    fee: 0,
    needTeacherAudit: true,
    status: 10,
    signupOpen: true,
    ...over,
  };
}

export const DICTS: DictDataSimple[] = [
  ['course_type', '1', '禅修课程', 'primary'],
  ['course_type', '2', '读书会', 'success'],
  ['signup_status', '10', '待审核', 'warning'],
  ['signup_status', '30', '待学员回复', 'primary'],
  ['signup_status', '40', '正式录取', 'success'],
  ['signup_status', '50', '已取消', 'info'],
  ['signup_identity', '1', '学生', 'primary'],
  ['signup_identity', '2', '在职', 'success'],
  ['signup_participant_kind', '0', '学员', 'primary'],
  ['signup_participant_kind', '1', '服务', 'success'],
  ['signup_offer_type', '0', '正式', 'success'],
  ['signup_offer_type', '1', '候补', 'warning'],
  ['system_user_sex', '1', '男', 'primary'],
  ['system_user_sex', '2', '女', 'danger'],
  ['system_certificate_type', '1', '居民身份证', 'primary'],
  ['system_certificate_type', '2', '护照', 'success'],
  ['signup_education', '6', '本科', 'primary'],
].map(([dictType, value, label, colorType]) => ({
  dictType: dictType!,
  value: value!,
  label: label!,
  colorType: colorType!,
  cssClass: '',
}));

/** Fresh state for each test: storage, session, dictionaries, API client. */
export function resetClientState({ loggedIn, dicts = true }: { loggedIn: boolean; dicts?: boolean }): void {
  localStorage.clear();
  resetApiStateForTests();
  sessionStore.reset();
  if (dicts) dictStore.set(DICTS);
  else dictStore.reset();
  if (loggedIn) {
    localStorage.setItem('ACCESS_TOKEN', 'test-access');
    localStorage.setItem('REFRESH_TOKEN', 'test-refresh');
    sessionStore.apply({
      user: { id: 8, nickname: '访客一', username: 'visitor1', avatar: '', deptId: null, email: '' },
      roles: ['common'],
      permissions: [],
      menus: [],
    });
  }
}

/** Render the client route tree (with its layout) at `path`; `/client-login` and `/register` are stubs. */
export function renderClient(path: string) {
  const router = createMemoryRouter(
    [...clientRoutes, { path: '/client-login', element: <div>登录页</div> }, { path: '/register', element: <div>注册页</div> }],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, queryClient, location };
}

/** The phone drawer once its lazily loaded code has mounted it. */
export function findDrawer(): Promise<HTMLElement> {
  return waitFor(() => {
    const drawer = document.querySelector<HTMLElement>('.bp6-drawer');
    if (!drawer) throw new Error('the drawer is not open');
    return drawer;
  });
}
