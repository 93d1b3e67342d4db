import { Command } from '@nestjs/cqrs';

/** Makes Redis's job schedulers say what the rows say (every worker does it at start). */
export class SyncJobsCommand extends Command<{ scheduled: number; removed: number }> {}
