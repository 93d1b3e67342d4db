import { Command } from '@nestjs/cqrs';

/**
 * Closes the waiting orders past their expire time (upstream payOrderExpireJob): each waiting attempt
 * is asked of its channel once more first; a paid one is applied instead (the order succeeds), the
 * others are closed there and here. Answers how many orders closed.
 */
export class ExpirePayOrdersCommand extends Command<number> {}
