import type { AuthPermissionInfo, DictDataSimple } from '@dha/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, resetApiStateForTests } from '../../../api/http';
import { sessionStore } from '../../../auth/session';
import { dictStore } from '../../../dict';
import { LiveProvider } from '../../live';
import type { fakeSockets } from '../../live/testing/fake-socket';

/** One request the page made through the real API client. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Reply = unknown | ((call: Call) => unknown);

/**
 * A fake backend behind `global.fetch`: routes `METHOD /path` (without /admin-api) to envelope data,
 * records every call. The API client itself is the real one.
 */
export function fakeBackend(routes: Record<string, Reply>) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const u = new URL(url, 'http://localhost');
    const path = u.pathname.replace(/^\/admin-api/, '');
    const call: Call = {
      method: String(init.method),
      path,
      query: u.searchParams,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const key = `${call.method} ${path}`;
    if (!(key in routes)) throw new Error(`unexpected call ${key}`);
    const reply = routes[key];
    const data = typeof reply === 'function' ? (reply as (c: Call) => unknown)(call) : reply;
    const body = data && typeof data === 'object' && 'code' in data && 'msg' in data ? data : { code: 0, msg: '', data };
    return {
      ok: true,
      status: 200,
      headers: { get: (n: string) => (n.toLowerCase() === 'content-type' ? 'application/json' : null) },
      json: async () => body,
      blob: async () => new Blob([JSON.stringify(body)]),
    };
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return {
    calls,
    find: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const DICTS: DictDataSimple[] = [
  ...[
    ['0', '初始化'],
    ['10', '待审核'],
    ['20', '待老师审核'],
    ['30', '待学员回复'],
    ['40', '正式录取'],
    ['41', '候补录取'],
    ['42', '未录取'],
    ['50', '已取消'],
    ['60', '已完成'],
  ].map(([value, label]) => ({ dictType: 'signup_status', value: value!, label: label!, colorType: 'primary', cssClass: '' })),
  { dictType: 'signup_participant_kind', value: '0', label: '学员', colorType: 'primary', cssClass: '' },
  { dictType: 'signup_participant_kind', value: '1', label: '服务', colorType: 'success', cssClass: '' },
  { dictType: 'signup_identity', value: '1', label: '学生', colorType: 'primary', cssClass: '' },
  { dictType: 'signup_identity', value: '2', label: '在职', colorType: 'success', cssClass: '' },
  { dictType: 'signup_offer_type', value: '0', label: '正式', colorType: 'success', cssClass: '' },
  { dictType: 'signup_offer_type', value: '1', label: '候补', colorType: 'warning', cssClass: '' },
  { dictType: 'course_type', value: '1', label: '禅修课程', colorType: 'primary', cssClass: '' },
  { dictType: 'course_type', value: '2', label: '读书会', colorType: 'success', cssClass: '' },
  { dictType: 'course_recruitment_type', value: '1', label: '公开招生', colorType: 'success', cssClass: '' },
  ...[
    ['10', '正常课前'],
    ['11', '正常课中'],
    ['12', '正常课后'],
    ['20', '已完成'],
    ['40', '已暂停'],
  ].map(([value, label]) => ({ dictType: 'course_class_status', value: value!, label: label!, colorType: 'primary', cssClass: '' })),
  ...[
    ['wx_native', '微信 Native 支付'],
    ['alipay_qr', '支付宝扫码支付'],
    ['mock', '模拟支付'],
    ['wallet', '钱包支付'],
  ].map(([value, label]) => ({ dictType: 'pay_channel_code', value: value!, label: label!, colorType: 'primary', cssClass: '' })),
];

export function signIn(roles: string[], permissions: string[], id = 1): void {
  const info: AuthPermissionInfo = {
    user: { id, nickname: '测试', avatar: '', deptId: null, username: 'tester', email: '' },
    roles,
    permissions,
    menus: [],
  };
  sessionStore.apply(info);
}

/**
 * Render a page with a fresh react-query client and a memory router at `path`; with `live`, under a
 * live channel played by FakeSocket.
 */
export function renderPage(ui: ReactElement, path = '/', live?: ReturnType<typeof fakeSockets>) {
  resetApiStateForTests();
  configureApi({ notify: () => undefined, onSessionExpired: () => undefined, fetch: undefined });
  dictStore.set(DICTS);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
  const routed = <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>;
  return render(
    <QueryClientProvider client={client}>{live ? <LiveProvider open={live.open}>{routed}</LiveProvider> : routed}</QueryClientProvider>,
  );
}
