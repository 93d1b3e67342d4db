import { ConfigKey } from '@dha/contracts';
import { GetConfigValueQuery } from '@dha/infra';
import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { pruneLogs } from '../../infrastructure/log.read-model';
import { PruneLogsCommand } from './prune-logs.command';

const DEFAULT_LOG_RETENTION_DAYS = 180;
const MAX_LOG_RETENTION_DAYS = 3650;

@CommandHandler(PruneLogsCommand)
export class PruneLogsHandler implements ICommandHandler<PruneLogsCommand, number> {
  private readonly logger = new Logger(PruneLogsHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(): Promise<number> {
    const days = await this.retentionDays();
    const deleted = await pruneLogs(this.em, days);
    if (deleted) this.logger.log(`${deleted} log row(s) older than ${days} days deleted`);
    return deleted;
  }

  /** The administrator's setting; a value that is not a whole number of days (1-3650) falls back to the default. */
  private async retentionDays(): Promise<number> {
    const raw = await this.queryBus.execute(new GetConfigValueQuery(ConfigKey.LOG_RETENTION_DAYS));
    const days = raw === null || !/^\s*\d+\s*$/.test(raw) ? NaN : Number(raw);
    if (days >= 1 && days <= MAX_LOG_RETENTION_DAYS) return days;
    if (raw !== null)
      this.logger.warn(
        { value: raw },
        `${ConfigKey.LOG_RETENTION_DAYS} is not 1-${MAX_LOG_RETENTION_DAYS} days; using ${DEFAULT_LOG_RETENTION_DAYS}`,
      );
    return DEFAULT_LOG_RETENTION_DAYS;
  }
}
