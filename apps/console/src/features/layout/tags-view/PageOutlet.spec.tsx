import { Portal } from '@blueprintjs/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { useTabMemory } from '../../../ui/useTabMemory';
import { layoutSettingsStore } from '../settings/layout-settings';
import { PageOutlet } from './PageOutlet';
import { tagsStore } from './tags-store';

// jsdom has no fetch Request, which the data router builds for every navigation (no loader reads it here)
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class {
    readonly url: string;
    readonly method: string;
    readonly signal?: AbortSignal;
    constructor(url: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(url);
      this.method = init.method ?? 'GET';
      this.signal = init.signal;
    }
  } as unknown as typeof Request;
}

/** A page with state of its own (a counter), a remembered value, and the location it reads. */
function CounterPage({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const [remembered, setRemembered] = useTabMemory('n', 0);
  const { pathname } = useLocation();
  return (
    <div>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {name} {count}
      </button>
      <button type="button" onClick={() => setRemembered((n) => n + 1)}>
        {name} remembered {remembered}
      </button>
      <span>
        {name} sees {pathname}
      </span>
      <Portal>{name} portal</Portal>
    </div>
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: <PageOutlet />,
    children: [
      { path: 'index', element: <CounterPage name="home" />, handle: { title: '首页', affix: true } },
      { path: 'a', element: <CounterPage name="A" />, handle: { title: 'A' } },
      { path: 'b', element: <CounterPage name="B" />, handle: { title: 'B' } },
      { path: 'nocache', element: <CounterPage name="N" />, handle: { title: 'N', noCache: true } },
      { path: 'untitled', element: <CounterPage name="U" /> },
    ],
  },
];

function setup(start = '/a') {
  const router = createMemoryRouter(routes, { initialEntries: [start] });
  render(<RouterProvider router={router} />);
  const go = (to: string) => act(() => router.navigate(to));
  return { router, go };
}

const button = (text: string) => screen.getByRole('button', { name: text });
const pageOf = (text: string) => screen.getByText(text, { exact: false }).closest('.dha-kept-page') as HTMLElement;

beforeEach(() => {
  sessionStorage.clear();
  tagsStore.reset();
  layoutSettingsStore.set({ tagsView: true });
});
afterEach(() => document.querySelectorAll('.dha-page-portals').forEach((p) => p.remove()));

describe('PageOutlet (keep-alive)', () => {
  it('opens a tab per titled page and none for an untitled one', async () => {
    const { go } = setup('/a');
    await go('/b');
    await go('/untitled');
    expect(tagsStore.views().map((v) => v.path)).toEqual(['/index', '/a', '/b']);
  });

  it('keeps a visited page mounted and hidden, with its state and its own location, while its tab is open', async () => {
    const { go } = setup('/a');
    fireEvent.click(button('A 0'));
    await go('/b');
    const hiddenA = pageOf('A sees');
    expect(hiddenA.hidden).toBe(true);
    expect(hiddenA.hasAttribute('inert')).toBe(true);
    // the hidden page keeps reading its own address, not the shown page's
    expect(screen.getByText('A sees /a', { exact: false })).toBeTruthy();
    expect(screen.getByText('B sees /b', { exact: false })).toBeTruthy();

    await go('/a');
    expect(pageOf('A sees').hidden).toBe(false);
    expect(button('A 1')).toBeTruthy();
  });

  it("a hidden page's dialogs and popovers are hidden with it", async () => {
    const { go } = setup('/a');
    await go('/b');
    const portals = screen.getByText('A portal').closest('.dha-page-portals') as HTMLElement;
    expect(portals.hidden).toBe(true);
    expect((screen.getByText('B portal').closest('.dha-page-portals') as HTMLElement).hidden).toBe(false);
  });

  it('closing the tab unmounts the page and forgets what it remembered', async () => {
    const { go } = setup('/a');
    fireEvent.click(button('A 0'));
    fireEvent.click(button('A remembered 0'));
    await go('/b');
    act(() => tagsStore.dispatch({ type: 'delete', path: '/a' }));
    expect(screen.queryByText('A sees', { exact: false })).toBeNull();
    await go('/a');
    expect(button('A 0')).toBeTruthy();
    expect(button('A remembered 0')).toBeTruthy();
  });

  it('a noCache page is not kept, but what it remembers stays while its tab is open', async () => {
    const { go } = setup('/nocache');
    fireEvent.click(button('N 0'));
    fireEvent.click(button('N remembered 0'));
    await go('/b');
    expect(screen.queryByText('N sees', { exact: false })).toBeNull();
    await go('/nocache');
    expect(button('N 0')).toBeTruthy();
    expect(button('N remembered 1')).toBeTruthy();
  });

  it('renewing a page (刷新页面) mounts it anew', async () => {
    const { go } = setup('/a');
    fireEvent.click(button('A 0'));
    await go('/b');
    act(() => tagsStore.renew('/a'));
    await go('/a');
    expect(button('A 0')).toBeTruthy();
  });

  it('with the tags view off no page is kept', async () => {
    layoutSettingsStore.set({ tagsView: false });
    const { go } = setup('/a');
    fireEvent.click(button('A 0'));
    await go('/b');
    expect(screen.queryByText('A sees', { exact: false })).toBeNull();
  });
});
