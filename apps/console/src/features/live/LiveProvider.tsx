import type { LiveClientEvents, LiveServerEvents } from '@dha/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { api } from '../../api/http';
import { sessionStore } from '../../auth/session';
import { refreshDicts } from '../../dict/dict-store';
import { tokenStorage } from '../../auth/token-storage';
import { LiveConnection, type LiveEventName, type LiveSocketLike, type LiveStatus } from './live-connection';
import { followReferenceData } from './reference-data';

const LiveContext = createContext<LiveConnection | null>(null);

let io: typeof import('socket.io-client').io | undefined;

const idle = () => new Promise<void>((resolve) => (window.requestIdleCallback ?? setTimeout)(() => resolve()));

/** Resolves once the page's own queries have answered (at once when none is in flight). */
function queriesSettled(queryClient: QueryClient): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * socket.io-client (~13 KB gzipped) is fetched once the page has loaded, its first queries have
 * answered and the browser is idle: no page needs it to render, it must not compete with the page's
 * own code and data, and the first connect re-fetches what is on screen anyway.
 */
async function loadSocketIo(queryClient: QueryClient): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  await idle();
  // a query that hangs does not keep the page off the live channel for long
  await Promise.race([queriesSettled(queryClient), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  await idle();
  io ??= (await import('socket.io-client')).io;
}

/** Socket.IO on the API's origin (the dev server proxies `/socket.io`). */
export function openLiveSocket(token: string | null): LiveSocketLike {
  if (!io) throw new Error('socket.io-client is not loaded yet');
  const socket: Socket<LiveServerEvents, LiveClientEvents> = io({
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    // one socket per token: never share a manager with the socket of the previous token
    forceNew: true,
  });
  return socket;
}

/**
 * The live channel of the tab (mounted once, inside the QueryClientProvider). After every
 * (re)connect it re-fetches the queries on screen and the dictionaries: Socket.IO keeps nothing for a
 * browser that was away. Dictionary and configuration changes are followed here, for every page.
 */
export function LiveProvider({
  children,
  open = openLiveSocket,
  tokenPollMs,
}: {
  children: ReactNode;
  /** tests hand in a fake socket */
  open?: (token: string | null) => LiveSocketLike;
  tokenPollMs?: number;
}) {
  const queryClient = useQueryClient();
  const connection = useMemo(
    () =>
      new LiveConnection({
        open,
        token: () => tokenStorage.getAccessToken(),
        onReconnected: () => {
          void queryClient.invalidateQueries({ refetchType: 'active' });
          void refreshDicts();
        },
        probeSession: () => api.get('/system/auth/get-permission-info'),
        tokenPollMs,
      }),
    [open, queryClient, tokenPollMs],
  );
  useEffect(() => followReferenceData(connection, queryClient), [connection, queryClient]);
  useEffect(() => {
    let stopped = false;
    const start = () => !stopped && connection.start();
    if (open === openLiveSocket) void loadSocketIo(queryClient).then(start);
    else start();
    // login / logout in this tab reset the session store: follow the token at once
    const unsubscribe = sessionStore.subscribe(() => connection.checkToken());
    const onStorage = () => connection.checkToken();
    window.addEventListener('storage', onStorage);
    return () => {
      stopped = true;
      unsubscribe();
      window.removeEventListener('storage', onStorage);
      connection.stop();
    };
  }, [connection, open, queryClient]);
  return <LiveContext.Provider value={connection}>{children}</LiveContext.Provider>;
}

const NO_SUBSCRIBE = () => () => undefined;

/** 'connecting' before the first connect, 'live' while connected, 'paused' while reconnecting. */
export function useLiveStatus(): LiveStatus {
  const connection = useContext(LiveContext);
  return useSyncExternalStore(
    connection?.subscribeStatus ?? NO_SUBSCRIBE,
    connection?.getStatus ?? (() => 'paused' as const),
    () => 'connecting' as const,
  );
}

/** Runs `handler` for every `name` event of the live channel (the latest handler; no resubscribe per render). */
export function useLiveEvent<E extends LiveEventName>(name: E, handler: LiveServerEvents[E]): void {
  const connection = useContext(LiveContext);
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    if (!connection) return;
    const forward = ((...args: Parameters<LiveServerEvents[E]>) =>
      (ref.current as (...a: Parameters<LiveServerEvents[E]>) => void)(...args)) as LiveServerEvents[E];
    return connection.on(name, forward);
  }, [connection, name]);
}

/** Watch a course's places (`course.places`) while the component is mounted; null/0: nothing. */
export function useWatchCourse(courseId: number | null | undefined): void {
  const connection = useContext(LiveContext);
  useEffect(() => {
    if (!connection || !courseId) return;
    return connection.watchCourse(courseId);
  }, [connection, courseId]);
}

/** The connection itself (null outside a LiveProvider, e.g. in page tests). */
export function useLiveConnection(): LiveConnection | null {
  return useContext(LiveContext);
}
