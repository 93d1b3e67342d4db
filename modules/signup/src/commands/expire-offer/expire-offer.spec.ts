import { OfferType, SignupStatus as S } from '@dha/contracts';
import { waitFor } from '@dha/testing';
import { getQueueToken } from '@nestjs/bullmq';
import { CommandBus } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { OFFER_EXPIRY_QUEUE, OfferExpiryScheduler, offerExpiryJobId } from '../../infrastructure/offer-expiry.scheduler';
import { writes } from '../../testing/signup-fixtures';
import { useSignupTestApp } from '../../testing/signup-steps';
import { ExpireOfferCommand } from './expire-offer.command';

jest.setTimeout(60_000);

describe('reply deadline: expire an offer (real PostgreSQL and Redis)', () => {
  const spec = useSignupTestApp();

  it('the expiry command cancels an overdue offer, releases the place, and is idempotent', async () => {
    const { t, c, steps } = spec;
    const { row, seat, history, submit, review } = steps;
    const { id } = await submit(c.courseB);
    await review(c.signupAdmin.token, id, 'PASS');
    const held = await seat(c.courseB, OfferType.FORMAL);
    const bus = t.app.get(CommandBus);
    expect(await bus.execute(new ExpireOfferCommand(id))).toBe(false); // not yet due
    await t.sql(`update signup_signup set offer_deadline = now() - interval '1 minute' where id = ?`, [id]);
    expect(await bus.execute(new ExpireOfferCommand(id))).toBe(true);
    expect(await row(id)).toMatchObject({ status: S.CANCELLED });
    expect(await seat(c.courseB, OfferType.FORMAL)).toBe(held - 1);
    expect((await history(id)).at(-1)).toEqual({
      from_status: S.WAIT_STUDENT_AUDIT,
      to_status: S.CANCELLED,
      action: 'expire',
      operator_id: null,
    });
    const before = await writes(t);
    expect(await bus.execute(new ExpireOfferCommand(id))).toBe(false);
    expect(await writes(t)).toEqual(before);
  });

  it('a real delayed BullMQ job expires the offer about a second later', async () => {
    const { t, c, steps } = spec;
    const { row, history, submit, review } = steps;
    const { id } = await submit(c.courseB);
    await review(c.signupAdmin.token, id, 'PASS');
    const r = await row(id);
    const due = new Date(Date.now() + 1000);
    await t.sql(`update signup_signup set offer_deadline = ? where id = ?`, [due, id]);
    // the offer's event scheduled its 48-hour job (OfferDeadlineConsumer, after the relay published it);
    // replace it (same job id) by one due in a second
    const queue = t.app.get<Queue>(getQueueToken(OFFER_EXPIRY_QUEUE));
    const scheduled = await waitFor(() => queue.getJob(offerExpiryJobId(id, r.version)));
    expect(scheduled!.delay).toBeGreaterThan(47 * 3_600_000);
    await scheduled!.remove();
    await t.app.get(OfferExpiryScheduler).schedule(id, r.version, due);
    const started = Date.now();
    while ((await row(id)).status !== S.CANCELLED && Date.now() - started < 10_000) await new Promise((res) => setTimeout(res, 100));
    expect(await row(id)).toMatchObject({ status: S.CANCELLED });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect((await history(id)).at(-1)).toMatchObject({ action: 'expire', operator_id: null });
  });
});
