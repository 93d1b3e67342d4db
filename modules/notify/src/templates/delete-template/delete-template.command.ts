import { BizError, type LoginUser } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotifyTemplate } from '../notify-template.entity';
import { NotifyErrors } from '../notify.errors';

/**
 * Deletes templates of the caller's tenant (sent messages keep their rendered text). One id that is
 * not there refuses the whole call, so a stale list deletes nothing by surprise.
 */
export class DeleteNotifyTemplatesCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly ids: number[],
  ) {
    super();
  }
}

@CommandHandler(DeleteNotifyTemplatesCommand)
export class DeleteNotifyTemplatesHandler implements ICommandHandler<DeleteNotifyTemplatesCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, ids }: DeleteNotifyTemplatesCommand): Promise<true> {
    const unique = [...new Set(ids)];
    return this.em.fork().transactional(async (em) => {
      const found = await em.find(NotifyTemplate, { id: { $in: unique }, tenantId: user.tenantId });
      if (found.length !== unique.length) throw BizError.of(NotifyErrors.NOTIFY_TEMPLATE_NOT_EXISTS);
      await em.remove(found).flush();
      return true as const;
    });
  }
}
