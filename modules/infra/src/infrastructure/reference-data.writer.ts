import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DictionaryCache } from './dictionary.cache';

/**
 * The one way dictionaries and configuration are written: the work runs in one transaction, and
 * only after its commit the reference-data cache is dropped here and in every other process, so a
 * reader never reloads the rows of before the change.
 */
@Injectable()
export class ReferenceDataWriter {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: DictionaryCache,
  ) {}

  async write<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.em.fork().transactional(work);
    await this.cache.invalidate();
    return result;
  }
}
