import type { LiveSignupChangedEvent, SignupDetailVO } from '@dha/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeBackend, renderPage, signIn } from '../../course/testing/fake-backend';
import { fakeSockets } from '../../live/testing/fake-socket';
import { reviewRow } from '../review/review-fixtures';
import SignupDetailPage from './SignupDetailPage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const changed = (id: number, version: number): LiveSignupChangedEvent =>
  ({ id, courseId: 1, userId: 100 + id, from: 10, to: 20, offerType: null, version, at: Date.now() }) as LiveSignupChangedEvent;

describe('<SignupDetailPage> live', () => {
  afterEach(() => localStorage.clear());

  it('reads the signup again when someone else moves it, and not for older versions or other signups', async () => {
    signIn(['signup_admin'], ['*:*:*']);
    let detail: SignupDetailVO = { ...reviewRow(7, '陈晨', 3), history: [] };
    const server = fakeBackend({ 'GET /signup/signup/get': () => detail });
    localStorage.setItem('ACCESS_TOKEN', 'reviewer-token');
    const sockets = fakeSockets();
    renderPage(<SignupDetailPage />, '/course/detail?id=7', sockets);
    expect(await screen.findByText('陈晨')).toBeTruthy();
    act(() => sockets.last().serverConnect({ authenticated: true, userId: 1 }));
    await waitFor(() => expect(server.find('GET', '/signup/signup/get').length).toBeGreaterThan(0));
    const reads = () => server.find('GET', '/signup/signup/get').length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = reads();

    // an older event, or one of another signup: nothing to read
    act(() => sockets.last().push('signup.changed', changed(7, 2)));
    act(() => sockets.last().push('signup.changed', changed(8, 9)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(before);

    // a colleague passed it: the page shows the new state without a click
    detail = { ...reviewRow(7, '陈晨', 4, { status: 20 }), history: [] };
    act(() => sockets.last().push('signup.changed', changed(7, 4)));
    await waitFor(() => expect(screen.getByText('4')).toBeTruthy());
    expect(reads()).toBe(before + 1);
  });
});
