import { SignupStatus as S } from '@dha/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { useSignupTestApp } from '../../testing/signup-steps';
import { SweepOffersCommand } from './sweep-offers.command';

jest.setTimeout(60_000);

describe('reply deadline: the sweep (real PostgreSQL and Redis)', () => {
  const spec = useSignupTestApp();

  it('the sweep expires offers whose job was lost', async () => {
    const { t, c, steps } = spec;
    const { row, submit, review } = steps;
    const a = await submit(c.courseB);
    const b = await submit(c.courseB);
    await review(c.signupAdmin.token, a.id, 'PASS');
    await review(c.signupAdmin.token, b.id, 'PASS');
    await t.sql(`update signup_signup set offer_deadline = now() - interval '1 hour' where id = ?`, [a.id]);
    expect(await t.app.get(CommandBus).execute(new SweepOffersCommand())).toBeGreaterThanOrEqual(1);
    expect(await row(a.id)).toMatchObject({ status: S.CANCELLED });
    expect(await row(b.id)).toMatchObject({ status: S.WAIT_STUDENT_AUDIT });
  });
});
