import { Link } from 'react-router-dom';
import { SignupCard } from '../my-signup/SignupCard';
import { useLiveMySignups } from '../useLiveMySignups';
import { useMyCourses } from '../queries';
import { ClientPagedList } from '../shared/ClientPagedList';
import { PageEmpty } from '../shared/states';

/** `/client/my-course`: the courses I was accepted for (formal or waiting list) and finished. */
export function MyCoursePage() {
  const list = useMyCourses();
  useLiveMySignups();
  return (
    <ClientPagedList
      list={list}
      empty={
        <PageEmpty
          icon="learning"
          title="还没有已录取的课程"
          description="报名并确认录取后，课程会显示在这里"
          action={<Link to="/client/my-signup">查看我的报名</Link>}
        />
      }
    >
      {(s) => <SignupCard signup={s} />}
    </ClientPagedList>
  );
}
