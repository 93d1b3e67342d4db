import { Alert, Intent } from '@blueprintjs/core';
import type { ApplicantAction, MySignupVO } from '@dha/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../../api/toaster';
import { clientApi, clientKeys, nextPageParam } from '../shared/client-api';
import { ACTION_SPECS } from '../shared/signup-actions';
import { LoadMore, PageEmpty, PageError, PageLoading, RequireLogin } from '../shared/states';
import { SignupCard } from './SignupCard';
import { useLiveMySignups } from './useLiveMySignups';

export function MySignupPage() {
  return (
    <RequireLogin>
      <MySignupList />
    </RequireLogin>
  );
}

/** `/client/my-signup`: my signups, newest first, with confirm / decline / withdraw behind a confirmation. */
function MySignupList() {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: clientKeys.mySignups,
    queryFn: ({ pageParam, signal }) => clientApi.mySignups(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  // reviewers' decisions show up without a reload
  useLiveMySignups();
  const signups = useMemo(() => query.data?.pages.flatMap((p) => p.list ?? []) ?? [], [query.data]);
  const total = query.data?.pages[query.data.pages.length - 1]?.total ?? 0;
  const [pending, setPending] = useState<{ signup: MySignupVO; action: ApplicantAction } | null>(null);

  const respond = useMutation({
    mutationFn: ({ signup, action }: { signup: MySignupVO; action: ApplicantAction }) =>
      clientApi.respond(action, signup.id, signup.version),
    onSuccess: (_ok, { action }) => toast.success(ACTION_SPECS[action].done),
    onSettled: () => {
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: clientKeys.mySignups });
      void queryClient.invalidateQueries({ queryKey: clientKeys.myCourses });
      void queryClient.invalidateQueries({ queryKey: clientKeys.seatsAll });
    },
  });

  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!signups.length) {
    return (
      <PageEmpty
        icon="clipboard"
        title="还没有报名记录"
        description="去课程列表挑选感兴趣的课程吧"
        action={<Link to="/client/course-list">浏览课程</Link>}
      />
    );
  }
  const spec = pending ? ACTION_SPECS[pending.action] : null;
  return (
    <>
      <div className="dha-client-list">
        {signups.map((s) => (
          <SignupCard
            key={s.id}
            signup={s}
            busy={respond.isPending && respond.variables?.signup.id === s.id}
            onAction={(signup, action) => setPending({ signup, action })}
          />
        ))}
      </div>
      <LoadMore
        hasMore={!!query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        total={total}
        shown={signups.length}
      />
      <Alert
        isOpen={!!pending}
        intent={spec?.intent === 'danger' ? Intent.DANGER : Intent.PRIMARY}
        icon="help"
        confirmButtonText={spec?.label ?? '确定'}
        cancelButtonText="取消"
        loading={respond.isPending}
        canEscapeKeyCancel={!respond.isPending}
        canOutsideClickCancel={!respond.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && respond.mutate(pending)}
      >
        <p>
          <strong>{pending?.signup.courseName}</strong>
        </p>
        <p>{spec?.confirm}</p>
      </Alert>
    </>
  );
}
