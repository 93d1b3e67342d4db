import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CLIENT_PAGE_SIZE, clientApi, clientKeys, nextPageParam } from '../shared/client-api';
import { useClientDictOptions } from '../shared/ClientDictTag';
import { courseSignUrl } from '../shared/redirect';
import { LoadMore, PageEmpty, PageError, PageLoading } from '../shared/states';
import { useSeats } from '../shared/use-seats';
import { CourseCard } from './CourseCard';
import { useLiveSeats } from './live-seats';

/** `/client/course-list`: published courses, filter by type and keyword, "load more", seats refreshed every 30 s. */
export function CourseListPage() {
  const navigate = useNavigate();
  const types = useClientDictOptions('course_type');
  const [type, setType] = useState('');
  const [keywordInput, setKeywordInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const filter = useMemo(() => ({ type: type || undefined, keyword: keyword || undefined }), [type, keyword]);

  const query = useInfiniteQuery({
    queryKey: clientKeys.courses(filter),
    queryFn: ({ pageParam, signal }) => clientApi.coursePage({ pageNo: pageParam, pageSize: CLIENT_PAGE_SIZE, ...filter }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  const courses = useMemo(() => query.data?.pages.flatMap((p) => p.list ?? []) ?? [], [query.data]);
  const total = query.data?.pages[query.data.pages.length - 1]?.total ?? 0;
  const ids = useMemo(() => courses.map((c) => c.id), [courses]);
  const { byId } = useSeats(ids);
  // places left change live while the list is open (the 30 s refresh stays as a fallback)
  useLiveSeats(ids);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(keywordInput.trim());
  };

  return (
    <>
      <form className="dha-client-filters" onSubmit={search} role="search">
        <HTMLSelect aria-label="课程类型" value={type} onChange={(e) => setType(e.currentTarget.value)}>
          <option value="">全部类型</option>
          {types.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </HTMLSelect>
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder="搜索课程名称或编号"
          aria-label="关键词"
          maxLength={100}
          value={keywordInput}
          onChange={(e) => setKeywordInput(e.target.value)}
          rightElement={<Button type="submit" variant="minimal" text="搜索" />}
        />
      </form>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <PageError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : courses.length === 0 ? (
        <PageEmpty
          icon="search"
          title="暂无课程"
          description={keyword || type ? '没有符合条件的课程，换个条件试试' : '目前没有开放的课程，请稍后再来'}
        />
      ) : (
        <>
          <div className="dha-client-list">
            {courses.map((c) => (
              <CourseCard key={c.id} course={c} seats={byId.get(c.id)} onSignUp={(course) => navigate(courseSignUrl(course.id))} />
            ))}
          </div>
          <LoadMore
            hasMore={!!query.hasNextPage}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
            total={total}
            shown={courses.length}
          />
        </>
      )}
    </>
  );
}
