import type { EntityManager } from '@mikro-orm/postgresql';

interface PgConnection {
  query(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * A statement on a hot path (every request or every submission) that PostgreSQL parses and plans
 * once per pooled connection instead of at every call: a named prepared statement of `pg`, run on
 * a connection of the ORM's own pool. Planning cost more than running for these statements
 * (measured with `npm run bench:signup`: the token lookup took 96 µs of database CPU per token
 * unnamed, 32 µs prepared).
 *
 * `text` uses PostgreSQL placeholders ($1, $2…). Runs outside any transaction: only for reads and
 * for single statements that are their own transaction.
 */
export class PreparedStatement<Row> {
  constructor(
    readonly name: string,
    readonly text: string,
  ) {}

  async run(em: EntityManager, values: readonly unknown[]): Promise<Row[]> {
    const client = em.getConnection().getKnex().client;
    const connection = (await client.acquireConnection()) as PgConnection;
    try {
      const result = await connection.query({ name: this.name, text: this.text, values });
      return result.rows as Row[];
    } finally {
      await client.releaseConnection(connection);
    }
  }
}
