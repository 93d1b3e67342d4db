import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { forgetTabMemory, TabMemoryScope, tabMemoryKey, useTabMemory } from './useTabMemory';

function renderIn(path: string | null, key = 'filter', initial: { q: string } = { q: '' }) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    path === null ? children : <TabMemoryScope path={path}>{children}</TabMemoryScope>;
  return renderHook(({ k }: { k: string }) => useTabMemory(k, initial), { wrapper, initialProps: { k: key } });
}

beforeEach(() => sessionStorage.clear());

describe('useTabMemory', () => {
  it('starts from the initial value and keeps what is set under tab-memory:<pathname>:<key>', () => {
    const hook = renderIn('/system/user');
    expect(hook.result.current[0]).toEqual({ q: '' });
    act(() => hook.result.current[1]({ q: '张' }));
    expect(hook.result.current[0]).toEqual({ q: '张' });
    expect(JSON.parse(sessionStorage.getItem('tab-memory:/system/user:filter')!)).toEqual({ q: '张' });
    expect(tabMemoryKey('/system/user', 'filter')).toBe('tab-memory:/system/user:filter');
  });

  it('takes an updater like useState', () => {
    const hook = renderIn('/a');
    act(() => hook.result.current[1]((p) => ({ q: `${p.q}1` })));
    act(() => hook.result.current[1]((p) => ({ q: `${p.q}2` })));
    expect(hook.result.current[0]).toEqual({ q: '12' });
  });

  it('a page mounted again under the same tab reads the value back; another tab or key does not', () => {
    const first = renderIn('/a');
    act(() => first.result.current[1]({ q: 'kept' }));
    first.unmount();
    expect(renderIn('/a').result.current[0]).toEqual({ q: 'kept' });
    expect(renderIn('/b').result.current[0]).toEqual({ q: '' });
    expect(renderIn('/a', 'other').result.current[0]).toEqual({ q: '' });
  });

  it('follows a change of key to that key’s memory', () => {
    const hook = renderIn('/a', 'one');
    act(() => hook.result.current[1]({ q: 'first' }));
    hook.rerender({ k: 'two' });
    expect(hook.result.current[0]).toEqual({ q: '' });
    hook.rerender({ k: 'one' });
    expect(hook.result.current[0]).toEqual({ q: 'first' });
  });

  it('forgetTabMemory drops every key of that tab only', () => {
    sessionStorage.setItem('tab-memory:/a:x', '1');
    sessionStorage.setItem('tab-memory:/a:y', '2');
    sessionStorage.setItem('tab-memory:/a/b:x', '3');
    sessionStorage.setItem('unrelated', '4');
    forgetTabMemory('/a');
    expect(sessionStorage.getItem('tab-memory:/a:x')).toBeNull();
    expect(sessionStorage.getItem('tab-memory:/a:y')).toBeNull();
    expect(sessionStorage.getItem('tab-memory:/a/b:x')).toBe('3');
    expect(sessionStorage.getItem('unrelated')).toBe('4');
  });

  it('a damaged stored value falls back to the initial one', () => {
    sessionStorage.setItem('tab-memory:/a:filter', '{not json');
    expect(renderIn('/a').result.current[0]).toEqual({ q: '' });
  });

  it('outside a tab it is plain state, stored nowhere', () => {
    const hook = renderIn(null);
    act(() => hook.result.current[1]({ q: 'x' }));
    expect(hook.result.current[0]).toEqual({ q: 'x' });
    expect(sessionStorage.length).toBe(0);
  });
});
