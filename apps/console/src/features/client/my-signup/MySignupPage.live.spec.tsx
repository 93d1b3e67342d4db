import type { LiveSignupChangedEvent } from '@dha/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderLiveClient } from '../layout/live-client-fixture';
import { course, fakeServer, ok, resetClientState } from '../shared/test-utils';
import { signup } from './my-signup-fixtures';

const changed = (over: Partial<LiveSignupChangedEvent>): LiveSignupChangedEvent =>
  ({ id: 1, courseId: 3, userId: 8, from: 10, to: 30, offerType: 0, version: 2, at: Date.now(), ...over }) as LiveSignupChangedEvent;

describe('client pages, live', () => {
  it('my signups: the status changes live, an older event is ignored, and the list is re-read for the details', async () => {
    resetClientState({ loggedIn: true });
    let server = signup({ status: 10, version: 1 });
    const calls = fakeServer({ 'GET /client/signup/my-page': () => ok({ list: [server], total: 1 }) });
    const { live: sockets } = renderLiveClient('/client/my-signup');
    const card = await screen.findByTestId('signup-1');
    expect(within(card).getByText('待审核')).toBeTruthy();
    expect(sockets.last().token).toBe('test-access');
    act(() => sockets.last().serverConnect({ authenticated: true, userId: 8 }));

    // the reviewer passed it: the new status at once (before the refetch answers with the same)
    server = signup({ status: 30, version: 2, offerType: 0, offerDeadline: Date.now() + 86_400_000 });
    const reads = () => calls.filter((c) => c.path === '/client/signup/my-page').length;
    const before = reads();
    act(() => sockets.last().push('signup.changed', changed({})));
    await waitFor(() => expect(within(screen.getByTestId('signup-1')).getByText('待学员回复')).toBeTruthy());
    await waitFor(() => expect(reads()).toBe(before + 1));
    await waitFor(() => expect(screen.getByTestId('signup-1').textContent).toContain('请在'));

    // a late, older event changes nothing and fetches nothing
    act(() => sockets.last().push('signup.changed', changed({ to: 10, version: 1 })));
    await new Promise((r) => setTimeout(r, 600));
    expect(within(screen.getByTestId('signup-1')).getByText('待学员回复')).toBeTruthy();
    expect(reads()).toBe(before + 1);
  });

  it('course list: an anonymous visitor watches the courses on screen and sees the places left change', async () => {
    resetClientState({ loggedIn: false });
    const calls = fakeServer({
      'GET /client/course/page': ok({ list: [course({ id: 1 })], total: 1 }),
      'GET /client/course/seats': ok([
        { courseId: 1, formalStudentLeft: 4, candidateStudentLeft: 1, formalVolunteerLeft: 0, candidateVolunteerLeft: 0 },
      ]),
    });
    const { live: sockets } = renderLiveClient('/client/course-list');
    const card = await screen.findByTestId('course-1');
    await waitFor(() => expect(within(card).getByText('正式余 4/10 · 候补余 1/5')).toBeTruthy());
    expect(sockets.last().token).toBeNull();
    const seatReads = () => calls.filter((c) => c.path === '/client/course/seats').length;
    const before = seatReads();
    act(() => sockets.last().serverConnect({ authenticated: false }));
    expect(sockets.last().emitted).toContainEqual(['course.watch', 1]);
    // the (re)connect re-reads the seats; let that answer land first
    await waitFor(() => expect(seatReads()).toBe(before + 1));
    await new Promise((r) => setTimeout(r, 50));

    act(() =>
      sockets.last().push('course.places', {
        courseId: 1,
        formalStudentLeft: 3,
        candidateStudentLeft: 1,
        formalVolunteerLeft: 0,
        candidateVolunteerLeft: 0,
      }),
    );
    await waitFor(() => expect(within(screen.getByTestId('course-1')).getByText('正式余 3/10 · 候补余 1/5')).toBeTruthy());
  });
});
