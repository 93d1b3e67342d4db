import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { TabMemoryScope } from '../../../ui/useTabMemory';
import { fakeBackend, renderPage, signIn, type Call } from '../../course/testing/fake-backend';
import { reviewRow as row } from './review-fixtures';
import ReviewPage from './ReviewPage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

function backend() {
  return fakeBackend({
    'GET /course/course/page': { list: [{ id: 1, name: '禅修入门班', code: 'CX-1', status: 10 }], total: 1 },
    'GET /signup/signup/page': (c: Call) => {
      const status = c.query.get('status') === '20' ? 20 : 10;
      return { list: [row(status === 20 ? 7 : 1, status === 20 ? '吴雪' : '陈晨', 2, { status })], total: 1 };
    },
  });
}

function DetailStub() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>返回</button>;
}

/** The queue and a detail page under the tab of the queue, as the layout shows them. */
const queueAndDetail = (
  <TabMemoryScope path="/course/review">
    <Routes>
      <Route path="/course/review" element={<ReviewPage />} />
      <Route path="/course/detail" element={<DetailStub />} />
    </Routes>
  </TabMemoryScope>
);

const statusSelect = () => screen.getByLabelText('报名状态') as HTMLSelectElement;
const pageCalls = (server: ReturnType<typeof backend>) => server.find('GET', '/signup/signup/page');

describe('<ReviewPage> stage of the caller', () => {
  beforeEach(() => sessionStorage.clear());

  it("opens a course teacher's queue on 待老师审核", async () => {
    signIn(['course_teacher'], ['course:signup:query', 'course:signup:review']);
    const server = backend();
    renderPage(<ReviewPage />, '/course/review');
    expect(await screen.findByText('吴雪')).toBeTruthy();
    expect(pageCalls(server)[0]!.query.get('status')).toBe('20');
    expect(statusSelect().value).toBe('20');
    // 重置 goes back to the teacher's own stage, not the admins'
    fireEvent.change(statusSelect(), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(pageCalls(server).at(-1)!.query.get('status')).toBe('20'));
  });

  it.each([['signup_admin'], ['office_admin'], ['area_admin'], ['dept_admin'], ['super_admin']])(
    "opens a %s's queue on 待审核",
    async (role) => {
      signIn([role], ['*:*:*']);
      const server = backend();
      renderPage(<ReviewPage />, '/course/review');
      expect(await screen.findByText('陈晨')).toBeTruthy();
      expect(pageCalls(server)[0]!.query.get('status')).toBe('10');
    },
  );

  it('opens on the stage a link names', async () => {
    signIn(['signup_admin'], ['*:*:*']);
    const server = backend();
    renderPage(<ReviewPage />, '/course/review?status=20&courseId=1');
    expect(await screen.findByText('吴雪')).toBeTruthy();
    expect(pageCalls(server)[0]!.query.get('status')).toBe('20');
    expect(pageCalls(server)[0]!.query.get('courseId')).toBe('1');
  });

  it('keeps the chosen filter after opening a detail and coming back', async () => {
    signIn(['signup_admin'], ['*:*:*']);
    const server = backend();
    renderPage(queueAndDetail, '/course/review');
    expect(await screen.findByText('陈晨')).toBeTruthy();

    fireEvent.change(statusSelect(), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('吴雪')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '详情' }));
    fireEvent.click(await screen.findByRole('button', { name: '返回' }));

    expect(await screen.findByText('吴雪')).toBeTruthy();
    expect(statusSelect().value).toBe('20');
    expect(screen.queryByText('陈晨')).toBeNull();
    expect(pageCalls(server).at(-1)!.query.get('status')).toBe('20');
  });

  it('offers the way to the claim page', async () => {
    signIn(['course_teacher'], ['course:signup:query', 'course:signup:review']);
    backend();
    renderPage(<ReviewPage />, '/course/review');
    expect((await screen.findByRole('button', { name: '课程认领' })).getAttribute('href')).toBe('/course/claim');
  });
});
