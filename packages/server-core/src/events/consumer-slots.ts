import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * How many consumer transactions one process runs at once, across every consumer. A handler holds
 * its transaction's connection and may read through the QueryBus on a second one; bounding the
 * transactions keeps the pool (DATABASE_POOL_SIZE) from being drained by a backlog, with room left
 * for the HTTP requests the same process serves.
 */
@Injectable()
export class ConsumerSlots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.free = config.EVENT_CONSUMER_TRANSACTIONS;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}
