import type { LiveSignupChangedEvent, PageResult } from '@dha/contracts';
import { QueryClient } from '@tanstack/react-query';
import { applySignupChange, applyToRow, isNewer, SignupEventLedger, type LiveSignupRow } from './signup-cache';

const row = (id: number, version: number, status = 10): LiveSignupRow & { name: string } => ({
  id,
  version,
  status,
  offerType: null,
  name: `r${id}`,
});
const event = (id: number, version: number, to: number, offerType: number | null = null) =>
  ({ id, courseId: 1, userId: 9, from: 10, to, offerType, version, at: 0 }) as LiveSignupChangedEvent;

describe('signup cache updates from signup.changed', () => {
  it('the version rule: only a newer event moves a row', () => {
    expect(isNewer(event(1, 4, 20), row(1, 3))).toBe(true);
    expect(isNewer(event(1, 3, 20), row(1, 3))).toBe(false);
    expect(isNewer(event(1, 2, 20), row(1, 3))).toBe(false);
    const r = row(1, 3);
    expect(applyToRow(r, event(1, 3, 20))).toBe(r);
    expect(applyToRow(r, event(1, 5, 30, 0))).toEqual({ ...r, version: 5, status: 30, offerType: 0 });
  });

  it('moves the row in place in every plain page under the prefix, leaving other rows untouched', () => {
    const qc = new QueryClient();
    const a: PageResult<LiveSignupRow> = { list: [row(1, 3), row(2, 5)], total: 2 };
    qc.setQueryData(['signup', 'page', 'review', {}, 1, 20], a);
    qc.setQueryData(['signup', 'page', 'manager', {}, 1, 20], { list: [row(1, 3)], total: 1 });
    qc.setQueryData(['other'], { list: [row(1, 3)], total: 1 });

    const out = applySignupChange(qc, ['signup', 'page'], event(1, 4, 20));
    expect(out).toEqual({ applied: 2, stale: 0 });
    const review = qc.getQueryData<PageResult<LiveSignupRow>>(['signup', 'page', 'review', {}, 1, 20])!;
    expect(review.list[0]).toMatchObject({ id: 1, status: 20, version: 4, name: 'r1' });
    expect(review.list[1]).toBe(a.list[1]);
    expect(review.total).toBe(2);
    expect(qc.getQueryData<PageResult<LiveSignupRow>>(['other'])!.list[0]!.status).toBe(10);
  });

  it('ignores an event not newer than the cached row (late or redelivered)', () => {
    const qc = new QueryClient();
    const page = { list: [row(1, 6, 40)], total: 1 };
    qc.setQueryData(['signup', 'page', 'x'], page);
    expect(applySignupChange(qc, ['signup', 'page'], event(1, 5, 20))).toEqual({ applied: 0, stale: 1 });
    expect(applySignupChange(qc, ['signup', 'page'], event(1, 6, 20))).toEqual({ applied: 0, stale: 1 });
    expect(qc.getQueryData(['signup', 'page', 'x'])).toBe(page);
  });

  it('reports an unknown id (a new signup) as neither applied nor stale', () => {
    const qc = new QueryClient();
    qc.setQueryData(['signup', 'page', 'x'], { list: [row(1, 1)], total: 1 });
    expect(applySignupChange(qc, ['signup', 'page'], event(99, 1, 10))).toEqual({ applied: 0, stale: 0 });
  });

  it('patches infinite queries page by page', () => {
    const qc = new QueryClient();
    qc.setQueryData(['client', 'my-signups'], {
      pages: [
        { list: [row(1, 1)], total: 3 },
        { list: [row(2, 2), row(3, 1)], total: 3 },
      ],
      pageParams: [1, 2],
    });
    expect(applySignupChange(qc, ['client', 'my-signups'], event(3, 2, 30, 1))).toEqual({ applied: 1, stale: 0 });
    const data = qc.getQueryData<{ pages: PageResult<LiveSignupRow>[] }>(['client', 'my-signups'])!;
    expect(data.pages[1]!.list[1]).toMatchObject({ id: 3, status: 30, version: 2, offerType: 1 });
    expect(data.pages[0]!.list[0]).toMatchObject({ id: 1, status: 10 });
  });

  it('a list read that lands after a newer event does not bring the older state back', async () => {
    const qc = new QueryClient();
    const ledger = new SignupEventLedger();
    const stop = ledger.follow(qc, [['signup', 'page']]);
    ledger.remember(event(1, 4, 20));
    ledger.remember(event(1, 3, 50)); // older: kept out
    // the read was answered by the server before the change committed
    await qc.fetchQuery({ queryKey: ['signup', 'page', 'review'], queryFn: async () => ({ list: [row(1, 3), row(2, 1)], total: 2 }) });
    const page = qc.getQueryData<PageResult<LiveSignupRow>>(['signup', 'page', 'review'])!;
    expect(page.list[0]).toMatchObject({ id: 1, status: 20, version: 4 });
    // a read that already holds a newer version wins
    await qc.fetchQuery({
      queryKey: ['signup', 'page', 'review'],
      queryFn: async () => ({ list: [row(1, 7, 40)], total: 1 }),
      staleTime: 0,
    });
    expect(qc.getQueryData<PageResult<LiveSignupRow>>(['signup', 'page', 'review'])!.list[0]).toMatchObject({ version: 7, status: 40 });
    stop();
  });
});
