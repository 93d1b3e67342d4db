import { createTestApp, type TestApp } from '@dha/testing';
import { MikroORM } from '@mikro-orm/postgresql';

describe('the dept/post migration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves nothing for the entities to change on system_dept and system_post', async () => {
    const diff = await t.app.get(MikroORM).getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    expect(diff.split('\n').filter((line) => /"system_(dept|post)"/.test(line))).toEqual([]);
  });
});
