import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { OfferExpiryScheduler } from '../../infrastructure/offer-expiry.scheduler';
import { SignupRepository } from '../../infrastructure/signup.repository';
import { ExpireOfferCommand } from '../expire-offer/expire-offer.command';
import { SweepOffersCommand } from './sweep-offers.command';

/** Offers looked at per sweep (the soonest deadlines first; the next sweep takes the rest). */
const SWEEP_LIMIT = 5000;

@CommandHandler(SweepOffersCommand)
export class SweepOffersHandler implements ICommandHandler<SweepOffersCommand, number> {
  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
    private readonly signups: SignupRepository,
    private readonly scheduler: OfferExpiryScheduler,
  ) {}

  async execute(): Promise<number> {
    const offers = await this.signups.offersAwaitingReply(this.em.fork(), SWEEP_LIMIT);
    let expired = 0;
    for (const offer of offers) {
      if (offer.offerDeadline.getTime() <= Date.now()) {
        if (await this.commandBus.execute(new ExpireOfferCommand(offer.id))) expired++;
      } else {
        // same job id as the original: a no-op when the job still exists
        await this.scheduler.schedule(offer.id, offer.version, offer.offerDeadline).catch(() => undefined);
      }
    }
    return expired;
  }
}
