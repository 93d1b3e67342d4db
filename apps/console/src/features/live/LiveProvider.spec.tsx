import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { LIVE_PAUSED_TEXT, LiveIndicator } from './LiveIndicator';
import { LiveProvider, useLiveEvent, useWatchCourse } from './LiveProvider';
import { fakeSockets } from './testing/fake-socket';

function Screen({ fetches }: { fetches: jest.Mock }) {
  useQuery({ queryKey: ['on-screen'], queryFn: async () => fetches() ?? 1, staleTime: Infinity });
  const [unread, setUnread] = useState(0);
  useLiveEvent('notify', (e) => setUnread(e.unreadCount));
  useWatchCourse(42);
  return (
    <>
      <LiveIndicator />
      <span data-testid="unread">{unread}</span>
    </>
  );
}

function renderLive() {
  const sockets = fakeSockets();
  const fetches = jest.fn(() => 1);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <LiveProvider open={sockets.open} tokenPollMs={20}>
        <Screen fetches={fetches} />
      </LiveProvider>
    </QueryClientProvider>,
  );
  return { sockets, fetches, view };
}

describe('<LiveProvider>', () => {
  afterEach(() => localStorage.clear());

  it('connects with the stored token, shows the status, re-fetches the screen on every (re)connect', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'tok-a');
    const { sockets, fetches } = renderLive();
    await waitFor(() => expect(fetches).toHaveBeenCalledTimes(1));
    expect(sockets.sockets).toHaveLength(1);
    expect(sockets.last().token).toBe('tok-a');
    expect(screen.getByTestId('live-status').getAttribute('data-status')).toBe('connecting');

    act(() => sockets.last().serverConnect());
    expect(screen.getByTestId('live-status').getAttribute('data-status')).toBe('live');
    await waitFor(() => expect(fetches).toHaveBeenCalledTimes(2));
    expect(sockets.last().emitted).toContainEqual(['course.watch', 42]);

    act(() => sockets.last().drop());
    expect(screen.getByTestId('live-status').getAttribute('data-status')).toBe('paused');
    expect(screen.getByLabelText(LIVE_PAUSED_TEXT).textContent).toContain('已暂停');
    act(() => sockets.last().serverConnect());
    await waitFor(() => expect(fetches).toHaveBeenCalledTimes(3));
  });

  it('delivers typed events to useLiveEvent and follows a token refresh', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'tok-a');
    const { sockets } = renderLive();
    act(() => sockets.last().serverConnect());
    act(() => sockets.last().push('notify', { message: {} as never, unreadCount: 4 }));
    expect(screen.getByTestId('unread').textContent).toBe('4');

    localStorage.setItem('ACCESS_TOKEN', 'tok-b');
    await waitFor(() => expect(sockets.last().token).toBe('tok-b'));
    expect(sockets.sockets[0]!.closed).toBe(true);
    act(() => sockets.last().serverConnect());
    act(() => sockets.last().push('notify', { message: {} as never, unreadCount: 5 }));
    expect(screen.getByTestId('unread').textContent).toBe('5');
  });

  it('closes its socket when unmounted', () => {
    const { sockets, view } = renderLive();
    expect(sockets.last().token).toBeNull();
    view.unmount();
    expect(sockets.last().closed).toBe(true);
  });
});
