import { screen, within } from '@testing-library/react';
import { fakeServer, ok, renderClient, resetClientState } from '../shared/test-utils';

describe('/client/my-course', () => {
  beforeEach(() => resetClientState({ loggedIn: true }));

  it('lists my accepted and finished courses, without actions', async () => {
    const calls = fakeServer({
      'GET /client/course/my-page': ok({
        list: [
          {
            id: 4,
            courseId: 3,
            courseName: '禅修入门班',
            courseCode: 'C-001',
            startTime: new Date(2026, 11, 2).getTime(),
            endTime: new Date(2026, 11, 23).getTime(),
            participantKind: 1,
            identity: '2',
            remark: null,
            status: 40,
            offerType: 0,
            offerDeadline: null,
            submittedAt: null,
            version: 5,
            allowedActions: ['withdraw'],
          },
        ],
        total: 1,
      }),
    });
    renderClient('/client/my-course');
    const card = await screen.findByTestId('signup-4');
    expect(within(card).getByText('正式录取')).toBeTruthy();
    expect(card.textContent).toContain('2026-12-02 至 2026-12-23');
    expect(card.textContent).toContain('服务');
    expect(card.textContent).toContain('在职');
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    expect(calls.find((c) => c.path === '/client/course/my-page')!.query.get('pageSize')).toBe('10');
  });

  it('shows an empty state', async () => {
    fakeServer({ 'GET /client/course/my-page': ok({ list: [], total: 0 }) });
    renderClient('/client/my-course');
    expect(await screen.findByText('还没有已录取的课程')).toBeTruthy();
  });
});
