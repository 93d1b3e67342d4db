import { APP_CONFIG, type AppConfig } from '@dha/server-core';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import { OFFER_EXPIRY_QUEUE } from '../../application/signup-workflow.service';
import { ExpireOfferCommand, SweepOffersCommand } from './expire-offer.command';

const SWEEP_EVERY_MS = 60_000;

/**
 * Consumes the offer deadline jobs. The worker is created idle (autorun false) and only started
 * when RUN_WORKERS is on, so API-only replicas never consume; on start it sweeps overdue offers
 * whose job was lost (e.g. Redis flushed), then again every minute.
 */
@Processor(OFFER_EXPIRY_QUEUE, { autorun: false, concurrency: 4 })
export class OfferExpiryProcessor extends WorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OfferExpiryProcessor.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async process(job: Job<{ signupId: number }>): Promise<boolean> {
    return this.commandBus.execute(new ExpireOfferCommand(Number(job.data.signupId)));
  }

  onApplicationBootstrap(): void {
    if (!this.config.RUN_WORKERS) return;
    this.worker.run().catch((err: unknown) => this.logger.error({ err }, 'offer expiry worker stopped'));
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async sweep(): Promise<number> {
    try {
      const expired = await this.commandBus.execute(new SweepOffersCommand());
      if (expired) this.logger.log(`expired ${expired} overdue offer(s)`);
      return expired;
    } catch (err) {
      this.logger.error({ err }, 'offer sweep failed');
      return 0;
    }
  }
}
