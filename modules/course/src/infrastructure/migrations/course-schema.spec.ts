import { createTestApp, type TestApp } from '@dha/testing';
import { MikroORM } from '@mikro-orm/postgresql';

describe('course migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leave nothing for the entities to change on the course_ tables', async () => {
    const diff = await t.app.get(MikroORM).getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    const mine = diff.split('\n').filter((line) => /"course_/.test(line));
    expect(mine).toEqual([]);
  });
});
