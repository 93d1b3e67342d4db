import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { SignupCard } from '../my-signup/SignupCard';
import { useLiveMySignups } from '../my-signup/useLiveMySignups';
import { clientApi, clientKeys, nextPageParam } from '../shared/client-api';
import { LoadMore, PageEmpty, PageError, PageLoading, RequireLogin } from '../shared/states';

export function MyCoursePage() {
  return (
    <RequireLogin>
      <MyCourseList />
    </RequireLogin>
  );
}

/** `/client/my-course`: the courses I was accepted for (formal or waiting list) and finished. */
function MyCourseList() {
  const query = useInfiniteQuery({
    queryKey: clientKeys.myCourses,
    queryFn: ({ pageParam, signal }) => clientApi.myCourses(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  useLiveMySignups();
  const list = useMemo(() => query.data?.pages.flatMap((p) => p.list ?? []) ?? [], [query.data]);
  const total = query.data?.pages[query.data.pages.length - 1]?.total ?? 0;
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!list.length) {
    return (
      <PageEmpty
        icon="learning"
        title="还没有已录取的课程"
        description="报名并确认录取后，课程会显示在这里"
        action={<Link to="/client/my-signup">查看我的报名</Link>}
      />
    );
  }
  return (
    <>
      <div className="dha-client-list">
        {list.map((s) => (
          <SignupCard key={s.id} signup={s} />
        ))}
      </div>
      <LoadMore
        hasMore={!!query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        total={total}
        shown={list.length}
      />
    </>
  );
}
