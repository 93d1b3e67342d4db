import { MikroORM } from '@mikro-orm/postgresql';
import { createTestApp, type TestApp } from '@dha/testing';

/**
 * Every module writes its migrations by hand; the entities must describe exactly the schema those
 * migrations build. A difference fails here and prints the SQL that would reconcile the two.
 */
describe('schema drift', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the entities match the migrated schema', async () => {
    const sql = await t.app.get(MikroORM).getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    // compared as text so a failure shows the SQL (and so which module's entity or migration drifted)
    expect(sql.trim()).toBe('');
  });
});
