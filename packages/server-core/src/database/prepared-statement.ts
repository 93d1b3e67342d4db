import type { EntityManager, Knex } from '@mikro-orm/postgresql';

/** The part of knex's client a statement needs: a connection, and its return. */
interface KnexClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<unknown>;
}

interface PgConnection {
  query(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * A statement on a hot path (every request, submission or event) that PostgreSQL parses and plans
 * once per pooled connection instead of at every call: a named prepared statement of `pg`. Planning
 * cost more than running for these statements (measured with `npm run bench:signup`: the token
 * lookup took 96 µs of database CPU per token unnamed, 32 µs prepared).
 *
 * `text` uses PostgreSQL placeholders ($1, $2…). It runs in the transaction of `em` when `em` is
 * inside `em.transactional` (on that transaction's connection), otherwise on a connection of the
 * ORM's pool, as a statement of its own.
 */
export class PreparedStatement<Row> {
  constructor(
    readonly name: string,
    readonly text: string,
  ) {}

  async run(em: EntityManager, values: readonly unknown[]): Promise<Row[]> {
    // a transaction's client hands out the transaction's own connection, and its release is a no-op
    const client = (em.getTransactionContext<Knex.Transaction>() ?? em.getConnection().getKnex()).client as KnexClient;
    const connection = (await client.acquireConnection()) as PgConnection;
    try {
      const result = await connection.query({ name: this.name, text: this.text, values });
      return result.rows as Row[];
    } finally {
      await client.releaseConnection(connection);
    }
  }
}
