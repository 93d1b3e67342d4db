import { useEffect, useRef } from 'react';
import { ApiError } from '../../../api/http';
import { POLL_MS } from './wechat-api';

/**
 * Asks `poll` about `ticket` every POLL_MS while `active`, until it answers something other than
 * null/false (`onDone`) or fails (`onError`, with the server's code when it gave one). One request at
 * a time; stops on unmount or when the ticket changes.
 */
export function useTicketPoll<T>(
  ticket: string | null,
  active: boolean,
  poll: (ticket: string) => Promise<T | null | false>,
  onDone: (result: T) => void,
  onError: (code: number | null, message: string) => void,
): void {
  const handlers = useRef({ poll, onDone, onError });
  handlers.current = { poll, onDone, onError };
  useEffect(() => {
    if (!ticket || !active) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const result = await handlers.current.poll(ticket);
        if (!live) return;
        if (result !== null && result !== false) return handlers.current.onDone(result);
      } catch (err) {
        if (live) handlers.current.onError(err instanceof ApiError ? err.code : null, err instanceof Error ? err.message : String(err));
        return;
      }
      timer = setTimeout(() => void tick(), POLL_MS);
    };
    timer = setTimeout(() => void tick(), POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [ticket, active]);
}
