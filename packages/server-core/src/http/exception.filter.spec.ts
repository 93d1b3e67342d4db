import { isDatabaseUnavailable, isRedisUnavailable } from './exception.filter';

describe('outage classification of the envelope (503 instead of 500)', () => {
  const withCode = (message: string, code: string): Error => Object.assign(new Error(message), { code });

  it('knows PostgreSQL going away or not there yet', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // as knex words a statement's failure (seen at COMMIT while PostgreSQL restarted)
    expect(isDatabaseUnavailable(new Error('COMMIT; - Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'))).toBe(true);
    // wrapped by the ORM
    expect(isDatabaseUnavailable(Object.assign(new Error('query failed'), { cause: withCode('x', '57P01') }))).toBe(true);
  });

  it('leaves real errors alone', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error at or near "selct"'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('select 1 - column "Connection terminated" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isRedisUnavailable(new Error('WRONGTYPE Operation against a key holding the wrong kind of value'))).toBe(false);
  });

  it('knows Redis refusing commands', () => {
    expect(isRedisUnavailable(new Error('Command timed out'))).toBe(true);
    expect(
      isRedisUnavailable(Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' })),
    ).toBe(true);
  });
});
