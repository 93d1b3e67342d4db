import type { LiveSignupChangedEvent, PageResult } from '@dha/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The fields of a signup row a `signup.changed` event carries. */
export interface LiveSignupRow {
  id: number;
  status: number;
  version: number;
  offerType: number | null;
}

export interface SignupChangeOutcome {
  /** rows moved to the event's status */
  applied: number;
  /** rows that already held this version or a newer one (the event was older: ignored) */
  stale: number;
}

/** The version rule: only an event newer than the row moves it. */
export function isNewer(event: Pick<LiveSignupChangedEvent, 'version'>, row: Pick<LiveSignupRow, 'version'>): boolean {
  return event.version > row.version;
}

/** The row after the event, or the same row when the event is not newer. */
export function applyToRow<R extends LiveSignupRow>(row: R, e: LiveSignupChangedEvent): R {
  if (row.id !== e.id || !isNewer(e, row)) return row;
  return { ...row, status: e.to, version: e.version, offerType: e.offerType };
}

type InfinitePages<R> = { pages: PageResult<R>[]; pageParams: unknown[] };

function isInfinite<R>(data: unknown): data is InfinitePages<R> {
  return !!data && Array.isArray((data as InfinitePages<R>).pages);
}

/**
 * Moves the row of the event in place in every cached list under `prefix` — plain pages
 * (`{list,total}`) and infinite queries (`{pages}`) alike — keeping the older rows' identity so
 * React re-renders only the changed one.
 */
export function applySignupChange<R extends LiveSignupRow>(
  queryClient: QueryClient,
  prefix: QueryKey,
  e: LiveSignupChangedEvent,
): SignupChangeOutcome {
  const outcome: SignupChangeOutcome = { applied: 0, stale: 0 };
  const patchList = (list: R[] | undefined): R[] | undefined => {
    if (!list) return list;
    const i = list.findIndex((r) => r.id === e.id);
    if (i < 0) return list;
    if (!isNewer(e, list[i]!)) {
      outcome.stale++;
      return list;
    }
    outcome.applied++;
    const next = list.slice();
    next[i] = applyToRow(list[i]!, e);
    return next;
  };
  for (const [key, data] of queryClient.getQueriesData<PageResult<R> | InfinitePages<R>>({ queryKey: prefix })) {
    if (!data) continue;
    if (isInfinite<R>(data)) {
      let changed = false;
      const pages = data.pages.map((p) => {
        const list = patchList(p.list);
        if (list === p.list) return p;
        changed = true;
        return { ...p, list };
      });
      if (changed) queryClient.setQueryData(key, { ...data, pages });
    } else if (Array.isArray((data as PageResult<R>).list)) {
      const page = data as PageResult<R>;
      const list = patchList(page.list);
      if (list !== page.list) queryClient.setQueryData(key, { ...page, list });
    }
  }
  return outcome;
}

/**
 * The newest event seen per signup. A list fetched before a change committed can answer after its
 * event arrived: re-applying the ledger to fresh data keeps the newer state (the version rule again).
 */
export class SignupEventLedger {
  private readonly latest = new Map<number, LiveSignupChangedEvent>();

  constructor(private readonly max = 1_000) {}

  remember(e: LiveSignupChangedEvent): void {
    const held = this.latest.get(e.id);
    if (held && held.version >= e.version) return;
    this.latest.delete(e.id);
    this.latest.set(e.id, e);
    // oldest first in a Map: forget the oldest beyond the cap
    if (this.latest.size > this.max) this.latest.delete(this.latest.keys().next().value!);
  }

  /** Re-applies the remembered events to the lists under `prefix`; returns the rows moved. */
  reapply<R extends LiveSignupRow>(queryClient: QueryClient, prefix: QueryKey): number {
    let moved = 0;
    for (const e of this.latest.values()) moved += applySignupChange<R>(queryClient, prefix, e).applied;
    return moved;
  }

  /** Re-applies after every fetch of a list under `prefix` lands; returns the unsubscribe. */
  follow(queryClient: QueryClient, prefixes: readonly QueryKey[]): () => void {
    const cache = queryClient.getQueryCache();
    return cache.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
      const key = event.query.queryKey;
      const prefix = prefixes.find((p) => p.every((part, i) => key[i] === part));
      if (prefix && this.latest.size) this.reapply(queryClient, prefix);
    });
  }
}
