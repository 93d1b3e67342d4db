import { ApiErrorLogProcessStatus } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InfraErrors } from '../../infra.errors';
import { getApiErrorLog } from '../../infrastructure/api-logs/api-log.read-model';
import { UpdateApiErrorLogStatusCommand } from './update-api-error-log-status.command';

@CommandHandler(UpdateApiErrorLogStatusCommand)
export class UpdateApiErrorLogStatusHandler implements ICommandHandler<UpdateApiErrorLogStatusCommand, true> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, processStatus, userId }: UpdateApiErrorLogStatusCommand): Promise<true> {
    const em = this.em.fork();
    await getApiErrorLog(em, id);
    // only from INIT, decided by the update itself: two operators at once, one wins
    const changed = await em.execute<Array<{ id: string }>>(
      `update infra_api_error_log set process_status = ?, process_time = now(), process_user_id = ? where id = ? and process_status = ? returning id`,
      [processStatus, userId, id, ApiErrorLogProcessStatus.INIT],
    );
    if (!changed.length) throw BizError.of(InfraErrors.API_ERROR_LOG_PROCESSED);
    return true;
  }
}
