import { Fragment, type ReactNode } from 'react';
import type { ClientList } from '../queries';
import { LoadMore, PageError, PageLoading } from './states';

/**
 * A "load more" list of the client area: loading, error with retry, the empty state, else the cards
 * (one per row, keyed by id), "加载更多" and what comes `after` them.
 */
export function ClientPagedList<T extends { id: number }>({
  list,
  empty,
  after,
  children,
}: {
  list: ClientList<T>;
  empty: ReactNode;
  after?: ReactNode;

  children: (row: T) => ReactNode;
}) {
  const { query, items, total } = list;
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!items.length) return <>{empty}</>;
  return (
    <>
      {/* one card a row on a phone, two on a desktop */}
      <div className="dha-client-list dha-client-grid">
        {items.map((row) => (
          <Fragment key={row.id}>{children(row)}</Fragment>
        ))}
      </div>
      <LoadMore
        hasMore={!!query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        total={total}
        shown={items.length}
      />
      {after}
    </>
  );
}
