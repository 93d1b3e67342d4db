import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signup } from '../my-signup/my-signup-fixtures';
import { course, fail, fakeServer, ok, renderClient, resetClientState, type FakeCall } from '../shared/test-utils';

const profile = (complete = true) =>
  ok({ id: 8, username: 'visitor1', nickname: '访客一', avatar: '', profileComplete: complete, identity: '2', realName: '陈晨' });
const seats = ok([{ courseId: 3, formalStudentLeft: 2, candidateStudentLeft: 0, formalVolunteerLeft: 0, candidateVolunteerLeft: 1 }]);

/** The error callout under the form (toasts are role=alert too). */
const formError = () => document.querySelector('form .bp6-callout.bp6-intent-danger')?.textContent ?? '';

function server(create: (c: FakeCall) => unknown, over: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /client/course/get': ok(course({ id: 3, name: '禅修进阶班', formalVolunteerQuota: 1, candidateVolunteerQuota: 1 })),
    'GET /client/course/seats': seats,
    'GET /system/user/getMyProfileInfo': profile(),
    'POST /client/signup/create': create,
    'GET /client/signup/my-page': ok({ list: [], total: 0 }),
    ...over,
  });
}

describe('/client/course-sign', () => {
  it('sends a visitor who is not logged in to /client-login and back', async () => {
    resetClientState({ loggedIn: false });
    fakeServer({});
    const { location } = renderClient('/client/course-sign?courseId=3');
    await waitFor(() => expect(location()).toBe('/client-login?redirect=%2Fclient%2Fcourse-sign%3FcourseId%3D3'));
  });

  describe('logged in', () => {
    beforeEach(() => resetClientState({ loggedIn: true }));

    it('submits kind, identity and remark, the button disabled while in flight, then goes to my signups', async () => {
      let release: (v: unknown) => void = () => undefined;
      const calls = server(() => new Promise((r) => (release = r)));
      const { location } = renderClient('/client/course-sign?courseId=3');
      expect(await screen.findByText('禅修进阶班')).toBeTruthy();
      // identity defaults to the profile's; kinds with seats left
      await waitFor(() => expect((screen.getByLabelText(/身份/) as HTMLSelectElement).value).toBe('2'));
      fireEvent.click(screen.getByLabelText('服务'));
      fireEvent.change(screen.getByLabelText(/备注/), { target: { value: '  想参加  ' } });
      const submit = screen.getByRole('button', { name: '提交报名' }) as HTMLButtonElement;
      fireEvent.click(submit);
      await waitFor(() => expect(calls.some((c) => c.path === '/client/signup/create')).toBe(true));
      expect(submit.disabled).toBe(true);
      fireEvent.click(submit);
      expect(calls.filter((c) => c.path === '/client/signup/create')).toHaveLength(1);
      expect(calls.find((c) => c.path === '/client/signup/create')!.body).toEqual({
        courseId: 3,
        participantKind: 1,
        identity: '2',
        remark: '想参加',
      });
      release(ok(41));
      await waitFor(() => expect(location()).toBe('/client/my-signup'));
    });

    it('turns "profile incomplete" into the completion page with a way back', async () => {
      server(() => fail(1_031_000_001, '请先完善个人资料'), { 'GET /system/user/getMyProfileInfo': profile(false) });
      const { location } = renderClient('/client/course-sign?courseId=3');
      expect(await screen.findByText(/报名前需要先完善个人资料/)).toBeTruthy();
      fireEvent.click(await screen.findByRole('button', { name: '提交报名' }));
      await waitFor(() => expect(location()).toBe('/client/prefect-profile?redirect=%2Fclient%2Fcourse-sign%3FcourseId%3D3'));
    });

    it("shows the server's message for a duplicate signup and stays", async () => {
      server(() => fail(1_031_000_002, '您已报名该课程'));
      const { location } = renderClient('/client/course-sign?courseId=3');
      await screen.findByText('禅修进阶班');
      await waitFor(() => expect((screen.getByLabelText(/身份/) as HTMLSelectElement).value).toBe('2'));
      fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
      await waitFor(() => expect(formError()).toContain('您已报名该课程'));
      expect(location()).toBe('/client/course-sign?courseId=3');
      expect((screen.getByRole('button', { name: '提交报名' }) as HTMLButtonElement).disabled).toBe(false);
    });

    it('asks for an identity before sending anything', async () => {
      const calls = server(() => ok(1), {
        'GET /system/user/getMyProfileInfo': ok({ id: 8, username: 'v', nickname: 'v', avatar: '', profileComplete: true }),
      });
      renderClient('/client/course-sign?courseId=3');
      await screen.findByText('禅修进阶班');
      fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
      await waitFor(() => expect(formError()).toContain('请选择身份'));
      expect(calls.some((c) => c.path === '/client/signup/create')).toBe(false);
    });

    it('explains a missing course id and a closed course', async () => {
      fakeServer({});
      renderClient('/client/course-sign');
      expect(await screen.findByText('未指定课程')).toBeTruthy();
    });

    it('shows the description and the sessions before the form', async () => {
      server(() => ok(1), {
        'GET /client/course/get': ok(
          course({
            id: 3,
            name: '禅修进阶班',
            description: '<p>进阶练习</p>',
            sessions: [{ id: 1, title: '第一课', startTime: Date.UTC(2026, 11, 2, 1), endTime: Date.UTC(2026, 11, 2, 4) }],
          }),
        ),
      });
      renderClient('/client/course-sign?courseId=3');
      const form = await screen.findByRole('form', { name: '报名表' });
      const about = screen.getByRole('region', { name: '课程介绍' });
      const sessions = screen.getByRole('region', { name: '课程安排' });
      expect(within(about).getByText('进阶练习')).toBeTruthy();
      expect(within(sessions).getByText('第一课')).toBeTruthy();
      // document order: the detail comes first
      expect(about.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(sessions.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('a course I already signed up for shows my signup instead of the form', async () => {
      const calls = server(() => ok(1), {
        'GET /client/signup/my-page': ok({ list: [signup({ id: 41, courseId: 3, status: 30, allowedActions: [] })], total: 1 }),
      });
      renderClient('/client/course-sign?courseId=3');
      const notice = await screen.findByTestId('signed-up');
      expect(within(notice).getByText('待学员回复')).toBeTruthy();
      expect(within(notice).getByRole('link', { name: '查看我的报名' })).toBeTruthy();
      expect(screen.queryByRole('form', { name: '报名表' })).toBeNull();
      expect(screen.queryByRole('button', { name: '提交报名' })).toBeNull();
      expect(calls.some((c) => c.path === '/client/signup/create')).toBe(false);
    });

    it('a refusal as a second signup reads my signups again and shows the one I have', async () => {
      let mine: unknown[] = [];
      server(() => fail(1_031_000_002, '您已报名该课程'), {
        'GET /client/signup/my-page': () => ok({ list: mine, total: mine.length }),
      });
      renderClient('/client/course-sign?courseId=3');
      await waitFor(() => expect((screen.getByLabelText(/身份/) as HTMLSelectElement).value).toBe('2'));
      // signed up meanwhile in another tab
      mine = [signup({ id: 41, courseId: 3, status: 10 })];
      fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
      expect(within(await screen.findByTestId('signed-up')).getByText('待审核')).toBeTruthy();
      expect(screen.queryByRole('form', { name: '报名表' })).toBeNull();
    });

    it('shows a closed course without the form', async () => {
      server(() => ok(1), { 'GET /client/course/get': ok(course({ id: 3, name: '已截止课程', signupOpen: false, signupEndTime: 1 })) });
      renderClient('/client/course-sign?courseId=3');
      expect(await screen.findByText('已截止课程')).toBeTruthy();
      expect(screen.getAllByText('报名已截止').length).toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: '提交报名' })).toBeNull();
    });
  });
});

describe('/client/signup', () => {
  beforeEach(() => resetClientState({ loggedIn: true }));
  it('offers the open courses, then the form of the chosen one', async () => {
    fakeServer({
      'GET /client/course/page': ok({
        list: [course({ id: 3, name: '可报名课程' }), course({ id: 4, name: '已关闭课程', signupOpen: false })],
        total: 2,
      }),
    });
    const { location } = renderClient('/client/signup');
    fireEvent.click(await screen.findByText('可报名课程'));
    expect(screen.queryByText('已关闭课程')).toBeNull();
    await waitFor(() => expect(location()).toBe('/client/course-sign?courseId=3'));
  });
});
