import { Command } from '@nestjs/cqrs';

/** Expires every overdue offer (lost jobs), and re-schedules pending ones; answers how many expired. */
export class SweepOffersCommand extends Command<number> {}
