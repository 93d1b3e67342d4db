import type { EntityManager } from '@mikro-orm/postgresql';
import { EventConsumerHost } from './event-consumer';
import type { PublishedEvent } from './domain-event';

/** The payload of the auth module's AuthTenantDeleted event, as each module's purge reads it. */
export interface TenantDeletedPayload {
  tenantId: number;
}

/**
 * A module's consumer of AuthTenantDeleted: deletes that module's rows of the tenant in the consumer's
 * transaction (recorded as processed with them, so a redelivery deletes nothing twice). Each module
 * owns its tables, so each has its own purge.
 */
export abstract class TenantPurgeConsumer extends EventConsumerHost<TenantDeletedPayload> {
  protected abstract purge(em: EntityManager, tenantId: number): Promise<void>;

  protected async handle({ payload }: PublishedEvent<TenantDeletedPayload>, em: EntityManager): Promise<void> {
    await this.purge(em, payload.tenantId);
    this.logger.log(`${this.consumerName}: rows of deleted tenant ${payload.tenantId} removed`);
  }
}
