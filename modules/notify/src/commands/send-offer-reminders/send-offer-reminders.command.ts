import { Command } from '@nestjs/cqrs';

/**
 * Sends one reminder to the applicant of every open offer whose reply deadline falls within the
 * configured number of hours and whose version was not reminded yet. Answers how many offers it
 * reminded.
 */
export class SendOfferRemindersCommand extends Command<number> {}
