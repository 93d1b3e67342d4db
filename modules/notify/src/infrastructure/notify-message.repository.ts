import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Reader } from '../domain/message-reader';
import { ownedBy } from './notify-message.read-model';

const MARK_READ = `update notify_message set read_status = true, read_time = now(), update_time = now()
  where tenant_id = ? and user_id = ? and user_type = ? and read_status = false`;

/** The writes of notify_message other than sending (NotifySender creates messages). */
@Injectable()
export class NotifyMessageRepository {
  constructor(private readonly em: EntityManager) {}

  /** Marks the reader's unread messages read: those of `ids` (anyone else's ids are ignored), or all of them. */
  async markRead(reader: Reader, ids: number[] | 'all'): Promise<void> {
    const { tenantId, userId, userType } = ownedBy(reader);
    const owner = [tenantId, userId, userType];
    if (ids === 'all') await this.em.getConnection().execute(MARK_READ, owner);
    else await this.em.getConnection().execute(`${MARK_READ} and id = any(?::int[])`, [...owner, `{${[...new Set(ids)].join(',')}}`]);
  }
}

/** Every notify row of a deleted tenant: messages, open offers awaiting a reminder, templates. */
export async function deleteTenantNotifications(em: EntityManager, tenantId: number): Promise<void> {
  for (const table of ['notify_message', 'notify_open_offer', 'notify_template']) {
    await em.execute(`delete from "${table}" where tenant_id = ?`, [tenantId]);
  }
}
