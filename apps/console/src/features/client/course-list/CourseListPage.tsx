import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClientCourses, useSeats } from '../queries';
import { ClientPagedList } from '../shared/ClientPagedList';
import { useClientDictOptions } from '../shared/ClientDictTag';
import { courseSignUrl } from '../shared/redirect';
import { PageEmpty } from '../shared/states';
import { CourseCard } from './CourseCard';
import { useLiveSeats } from '../useLiveSeats';

/** `/client/course-list`: published courses, filter by type and keyword, "load more", seats refreshed every 30 s. */
export function CourseListPage() {
  const navigate = useNavigate();
  const types = useClientDictOptions('course_type');
  const [type, setType] = useState('');
  const [keywordInput, setKeywordInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const filter = useMemo(() => ({ type: type || undefined, keyword: keyword || undefined }), [type, keyword]);

  const list = useClientCourses(filter);
  const ids = useMemo(() => list.items.map((c) => c.id), [list.items]);
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
        {(c) => <CourseCard course={c} seats={byId.get(c.id)} onSignUp={(course) => navigate(courseSignUrl(course.id))} />}
      </ClientPagedList>
    </>
  );
}
