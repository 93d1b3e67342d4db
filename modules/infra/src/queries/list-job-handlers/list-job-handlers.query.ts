import type { JobHandlerVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** The registered job handlers (what a new job may name). */
export class ListJobHandlersQuery extends Query<JobHandlerVO[]> {}
