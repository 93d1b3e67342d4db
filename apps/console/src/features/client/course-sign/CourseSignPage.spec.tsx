import { fireEvent, screen, waitFor } from '@testing-library/react';
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
