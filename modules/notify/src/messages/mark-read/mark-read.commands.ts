import { NotifyUserType } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Reader } from '../my-messages/my-messages.queries';

/** Marks some of the caller's messages read; ids of anyone else's messages are ignored. */
export class MarkMessagesReadCommand extends Command<true> {
  constructor(
    readonly reader: Reader,
    readonly ids: number[],
  ) {
    super();
  }
}

/** Marks every unread message of the caller read. */
export class MarkAllMessagesReadCommand extends Command<true> {
  constructor(readonly reader: Reader) {
    super();
  }
}

const MARK_READ = `update notify_message set read_status = true, read_time = now(), update_time = now()
  where tenant_id = ? and user_id = ? and user_type = ? and read_status = false`;

@CommandHandler(MarkMessagesReadCommand)
export class MarkMessagesReadHandler implements ICommandHandler<MarkMessagesReadCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ reader, ids }: MarkMessagesReadCommand): Promise<true> {
    await this.em
      .getConnection()
      .execute(`${MARK_READ} and id = any(?::int[])`, [
        reader.tenantId,
        reader.userId,
        NotifyUserType.ADMIN,
        `{${[...new Set(ids)].join(',')}}`,
      ]);
    return true;
  }
}

@CommandHandler(MarkAllMessagesReadCommand)
export class MarkAllMessagesReadHandler implements ICommandHandler<MarkAllMessagesReadCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ reader }: MarkAllMessagesReadCommand): Promise<true> {
    await this.em.getConnection().execute(MARK_READ, [reader.tenantId, reader.userId, NotifyUserType.ADMIN]);
    return true;
  }
}
