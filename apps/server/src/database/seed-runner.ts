import { Injectable, Logger } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { SEEDER_METADATA, type Seeder, type SeederOptions } from '@dha/server-core';

/** Finds every module's @DataSeeder and runs those of one kind in order. */
@Injectable()
export class SeedRunner {
  private readonly logger = new Logger(SeedRunner.name);

  constructor(private readonly discovery: DiscoveryService) {}

  async run(kind: SeederOptions['kind']): Promise<void> {
    const seeders = this.discovery
      .getProviders()
      .filter((w) => w.metatype && w.instance)
      .map((w) => ({
        instance: w.instance as Seeder,
        options: Reflect.getMetadata(SEEDER_METADATA, w.metatype!) as SeederOptions | undefined,
      }))
      .filter((s): s is { instance: Seeder; options: SeederOptions } => s.options?.kind === kind)
      .sort((a, b) => a.options.order - b.options.order);
    for (const { instance } of seeders) {
      await instance.seed();
      this.logger.log(`seeded ${kind} data: ${instance.constructor.name}`);
    }
  }
}
