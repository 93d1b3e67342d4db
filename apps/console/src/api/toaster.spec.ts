import type { ToastProps } from '@blueprintjs/core';
import { createToastBook, MAX_TOASTS, type ToasterLike } from './toast-book';
import { clearToastsOnNavigation } from './toaster';

/** A toaster that keeps what it shows, like Blueprint's (a key per toast, show with a key updates it). */
function fakeToaster() {
  const onScreen = new Map<string, ToastProps>();
  let n = 0;
  const t: ToasterLike = {
    show: (props, key) => {
      const k = key ?? `t${++n}`;
      onScreen.set(k, props);
      return k;
    },
    dismiss: (key) => {
      const p = onScreen.get(key);
      onScreen.delete(key);
      p?.onDismiss?.(false);
    },
  };
  return { t, messages: () => [...onScreen.values()].map((p) => p.message) };
}

function setup() {
  const fake = fakeToaster();
  let clock = 1000;
  const book = createToastBook(
    async () => fake.t,
    () => clock,
  );
  return { fake, book, tick: (ms: number) => (clock += ms), now: () => clock };
}

describe('toast rules', () => {
  it('shows an identical message once, however often it comes', async () => {
    const { fake, book } = setup();
    await Promise.all([1, 2, 3].map(() => book.show({ intent: 'danger', message: '用户名或密码错误', timeout: 5000 })));
    expect(fake.messages()).toEqual(['用户名或密码错误']);
  });

  it(`never keeps more than ${MAX_TOASTS} on screen: the oldest goes`, async () => {
    const { fake, book } = setup();
    for (const m of ['一', '二', '三', '四', '五']) await book.show({ intent: 'danger', message: m, timeout: 5000 });
    expect(fake.messages()).toEqual(['三', '四', '五']);
  });

  it('a success clears the errors and warnings on screen, not other messages', async () => {
    const { fake, book } = setup();
    await book.show({ intent: 'danger', message: '课程名称不能为空', timeout: 5000 });
    await book.show({ intent: 'warning', message: '请检查：手机号', timeout: 5000 });
    await book.show({ intent: 'primary', message: '新消息' });
    await book.show({ intent: 'success', message: '新增成功' });
    expect(fake.messages()).toEqual(['新消息', '新增成功']);
  });

  it('dismisses a message by its text (a fixed field) and forgets toasts that timed out', async () => {
    const { fake, book } = setup();
    await book.show({ intent: 'danger', message: '编码已存在', timeout: 5000 });
    const key = await book.show({ intent: 'danger', message: '其他错误', timeout: 5000 });
    await book.dismiss('编码已存在');
    expect(fake.messages()).toEqual(['其他错误']);
    fake.t.dismiss(key); // its timeout
    expect(book.shown()).toEqual([]);
  });
});

describe('clearToastsOnNavigation', () => {
  function router() {
    let listener: (s: { location: { pathname: string }; navigation: { state: string } }) => void = () => undefined;
    const r = {
      state: { location: { pathname: '/login' }, navigation: { state: 'idle' } },
      subscribe: (fn: typeof listener) => {
        listener = fn;
        return () => undefined;
      },
    };
    return { r, emit: (pathname: string, nav: string) => listener({ location: { pathname }, navigation: { state: nav } }) };
  }

  it('clears the errors shown before a navigation once it lands, and keeps those shown on the way', async () => {
    const { fake, book, tick, now } = setup();
    const { r, emit } = router();
    clearToastsOnNavigation(r, book, now);
    await book.show({ intent: 'danger', message: '用户名或密码错误', timeout: 5000 });
    tick(10);
    emit('/login', 'loading'); // the successful login navigates
    tick(10);
    await book.show({ intent: 'danger', message: '登录状态已过期，请重新登录', timeout: 5000 }); // from a guard, on the way
    tick(10);
    emit('/index', 'idle');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.messages()).toEqual(['登录状态已过期，请重新登录']);
  });

  it('does nothing while the path stays the same (a search on the same page)', async () => {
    const { fake, book, tick, now } = setup();
    const { r, emit } = router();
    clearToastsOnNavigation(r, book, now);
    await book.show({ intent: 'danger', message: '保存失败', timeout: 5000 });
    tick(10);
    emit('/login', 'loading');
    emit('/login', 'idle');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.messages()).toEqual(['保存失败']);
  });
});
