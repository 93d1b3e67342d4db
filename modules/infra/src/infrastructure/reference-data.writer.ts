import { OutboxEvent } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { InfraEventTypes, REFERENCE_DATA_AGGREGATE, type ReferenceDataChangedPayload } from '../contract/infra.events';
import { DictionaryCache } from './dictionary.cache';

/** What a write changed: dictionaries (types or entries) or configuration. */
type ReferenceDataKind = 'dict' | 'config';

const EVENT_OF: Record<ReferenceDataKind, string> = {
  dict: InfraEventTypes.DICT_CHANGED,
  config: InfraEventTypes.CONFIG_CHANGED,
};

/**
 * The one way dictionaries and configuration are written: the work and its outbox event run in one
 * transaction (so every console hears of exactly the changes that committed), and only after the
 * commit the reference-data cache is dropped here and in every other process, so a reader never
 * reloads the rows of before the change.
 */
@Injectable()
export class ReferenceDataWriter {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: DictionaryCache,
  ) {}

  async write<T>(kind: ReferenceDataKind, work: (em: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.em.fork().transactional(async (em) => {
      const value = await work(em);
      const payload: ReferenceDataChangedPayload = { at: Date.now() };
      em.persist(OutboxEvent.of({ type: EVENT_OF[kind], aggregateType: REFERENCE_DATA_AGGREGATE, aggregateId: kind, payload }));
      return value;
    });
    await this.cache.invalidate();
    return result;
  }
}
