import { Button, InputGroup } from '@blueprintjs/core';
import { AppSelect } from '../../../ui/AppSelect';
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useClientCourses, useSeats } from '../queries';
import { ClientPagedList } from '../shared/ClientPagedList';
import { useClientDictOptions } from '../shared/ClientDictTag';
import { courseDetailUrl, courseSignUrl, parseId } from '../shared/redirect';
import { PageEmpty, PageLoading } from '../shared/states';
import { CourseCard } from './CourseCard';
import { useLiveSeats } from '../useLiveSeats';

// the detail (and its HTML sanitiser) loads when first opened: the list is the client area's first page
const CourseDetailPage = lazy(async () => ({ default: (await import('../course-detail/CourseDetailPage')).CourseDetailPage }));

/** `/client/course-list`: the list, or with `?courseId=` the detail of one course (see courseDetailUrl). */
export function CourseListPage() {
  const [params] = useSearchParams();
  const courseId = parseId(params.get('courseId'));
  if (courseId === null) return <CourseList />;
  return (
    <Suspense fallback={<PageLoading />}>
      <CourseDetailPage key={courseId} courseId={courseId} />
    </Suspense>
  );
}

/**
 * Published courses, filtered by type and keyword (kept in the address, so coming back from a detail
 * finds the list as it was), "load more", seats refreshed every 30 s.
 */
function CourseList() {
  const navigate = useNavigate();
  const types = useClientDictOptions('course_type');
  const [params, setParams] = useSearchParams();
  const type = params.get('type') ?? '';
  const keyword = params.get('keyword') ?? '';
  const [keywordInput, setKeywordInput] = useState(keyword);
  const filter = useMemo(() => ({ type: type || undefined, keyword: keyword || undefined }), [type, keyword]);

  const list = useClientCourses(filter);
  const ids = useMemo(() => list.items.map((c) => c.id), [list.items]);
  const { byId } = useSeats(ids);
  // places left change live while the list is open (the 30 s refresh stays as a fallback)
  useLiveSeats(ids);

  const setFilter = (next: { type: string; keyword: string }) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(next)) {
          if (v) out.set(k, v);
          else out.delete(k);
        }
        return out;
      },
      { replace: true },
    );
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ type, keyword: keywordInput.trim() });
  };

  return (
    <>
      <form className="dha-client-filters" onSubmit={search} role="search">
        <AppSelect aria-label="课程类型" value={type} onChange={(e) => setFilter({ type: e.currentTarget.value, keyword })}>
          <option value="">全部类型</option>
          {types.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </AppSelect>
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
      <ClientPagedList
        list={list}
        empty={
          <PageEmpty
            icon="search"
            title="暂无课程"
            description={keyword || type ? '没有符合条件的课程，换个条件试试' : '目前没有开放的课程，请稍后再来'}
          />
        }
      >
        {(c) => (
          <CourseCard
            course={c}
            seats={byId.get(c.id)}
            detailUrl={courseDetailUrl(c.id)}
            onSignUp={(course) => navigate(courseSignUrl(course.id))}
          />
        )}
      </ClientPagedList>
    </>
  );
}
