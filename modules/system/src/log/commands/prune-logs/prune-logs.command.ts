import { Command } from '@nestjs/cqrs';

/** Deletes operation and login log rows older than the configured retention; answers how many went. */
export class PruneLogsCommand extends Command<number> {}
