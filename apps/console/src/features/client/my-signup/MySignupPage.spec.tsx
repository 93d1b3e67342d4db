import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeServer, ok, renderClient, resetClientState } from '../shared/test-utils';
import { signup } from './my-signup-fixtures';

const deadline = new Date(2026, 10, 25, 18, 30).getTime();

describe('/client/my-signup', () => {
  beforeEach(() => resetClientState({ loggedIn: true }));

  it('shows the status tag, the offer with its deadline, and only the allowed actions', async () => {
    fakeServer({
      'GET /client/signup/my-page': ok({
        list: [
          signup({
            id: 1,
            status: 30,
            offerType: 1,
            offerDeadline: deadline,
            version: 3,
            allowedActions: ['confirm', 'decline', 'withdraw'],
          }),
          signup({ id: 2, courseName: '读书会', status: 50, allowedActions: [] }),
        ],
        total: 2,
      }),
    });
    renderClient('/client/my-signup');
    const offered = await screen.findByTestId('signup-1');
    expect(within(offered).getByText('待学员回复')).toBeTruthy();
    expect(offered.textContent).toContain('候补');
    expect(offered.textContent).toContain('2026-11-25 18:30');
    expect(
      within(offered)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['确认录取', '放弃录取', '撤回报名']);
    const cancelled = screen.getByTestId('signup-2');
    expect(within(cancelled).getByText('已取消')).toBeTruthy();
    expect(within(cancelled).queryAllByRole('button')).toHaveLength(0);
  });

  it('confirms after the dialog with {id, version}, then refetches', async () => {
    let status: 30 | 40 = 30;
    const calls = fakeServer({
      'GET /client/signup/my-page': () =>
        ok({
          list: [
            signup({
              id: 7,
              status,
              version: status === 30 ? 3 : 4,
              offerType: 0,
              allowedActions: status === 30 ? ['confirm', 'decline', 'withdraw'] : ['withdraw'],
            }),
          ],
          total: 1,
        }),
      'POST /client/signup/confirm': () => {
        status = 40;
        return ok(true);
      },
    });
    renderClient('/client/my-signup');
    fireEvent.click(await screen.findByRole('button', { name: '确认录取' }));
    // nothing is sent before the confirmation
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const dialog = await screen.findByText('确认接受本次录取吗？');
    fireEvent.click(within(dialog.closest('.bp6-alert') as HTMLElement).getByRole('button', { name: '确认录取' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ id: 7, version: 3 }));
    await waitFor(() => expect(within(screen.getByTestId('signup-7')).getByText('正式录取')).toBeTruthy());
    expect(calls.filter((c) => c.path === '/client/signup/my-page').length).toBeGreaterThanOrEqual(2);
  });

  it('withdraw cancelled in the dialog sends nothing; a failed withdraw still refetches', async () => {
    const calls = fakeServer({
      'GET /client/signup/my-page': ok({ list: [signup({ id: 9, version: 2 })], total: 1 }),
      'POST /client/signup/withdraw': fail(423, '数据已被修改，请刷新后重试'),
    });
    renderClient('/client/my-signup');
    fireEvent.click(within(await screen.findByTestId('signup-9')).getByRole('button', { name: '撤回报名' }));
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(screen.getByTestId('signup-9')).getByRole('button', { name: '撤回报名' }));
    const dialog = (await screen.findByText(/确定撤回该报名吗/)).closest('.bp6-alert') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: '撤回报名' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/client/signup/withdraw')?.body).toEqual({ id: 9, version: 2 }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/client/signup/my-page')).toHaveLength(2));
  });

  it('the confirmation stays open on a backdrop click (spec: dialogs never close that way)', async () => {
    const calls = fakeServer({ 'GET /client/signup/my-page': ok({ list: [signup({ id: 9, version: 2 })], total: 1 }) });
    renderClient('/client/my-signup');
    fireEvent.click(within(await screen.findByTestId('signup-9')).getByRole('button', { name: '撤回报名' }));
    expect(await screen.findByText(/确定撤回该报名吗/)).toBeTruthy();
    const backdrop = document.querySelector('.bp6-overlay-backdrop');
    expect(backdrop).toBeTruthy();
    fireEvent.mouseDown(backdrop!);
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(screen.getByText(/确定撤回该报名吗/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows an empty state', async () => {
    fakeServer({ 'GET /client/signup/my-page': ok({ list: [], total: 0 }) });
    renderClient('/client/my-signup');
    expect(await screen.findByText('还没有报名记录')).toBeTruthy();
  });

  it('asks a visitor without a login to log in', async () => {
    resetClientState({ loggedIn: false });
    fakeServer({});
    const { location } = renderClient('/client/my-signup');
    await waitFor(() => expect(location()).toBe('/client-login?redirect=%2Fclient%2Fmy-signup'));
  });
});
