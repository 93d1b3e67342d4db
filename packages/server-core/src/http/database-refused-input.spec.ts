import { databaseRefusedInput } from './exception.filter';

/** The exception filter's safety net: PostgreSQL's refusals of a value are a 400 naming the column, not a 500. */
describe('databaseRefusedInput', () => {
  const pgError = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(`pg ${code}`), { code, ...extra });

  it('names the field of a null in a not-null column, following a wrapped driver error', () => {
    const wrapped = Object.assign(new Error('NotNullConstraintViolationException'), {
      previous: pgError('23502', { column: 'reply_deadline_hours' }),
    });
    expect(databaseRefusedInput(wrapped)).toEqual({ sqlState: '23502', detail: 'replyDeadlineHours 不能为空' });
  });

  it('answers every data exception (class 22): out of range, NUL, bad text', () => {
    for (const code of ['22003', '22021', '22P02', '22P05', '2201X']) expect(databaseRefusedInput(pgError(code))?.sqlState).toBe(code);
  });

  it('leaves other failures to the 500 path', () => {
    expect(databaseRefusedInput(pgError('23505'))).toBeUndefined();
    expect(databaseRefusedInput(pgError('57P01'))).toBeUndefined();
    expect(databaseRefusedInput(new Error('boom'))).toBeUndefined();
  });
});
