import { CommonStatus } from '@dha/contracts';
import { InjectConfig, InjectRedis, type AppConfig } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { Config, DictData } from '../domain';
import type { DictEntry } from '../contract';

/** How long a loaded snapshot is served before the next read reloads it. */
export const DICTIONARY_CACHE_TTL_MS = 60_000;

export interface CachedConfig {
  value: string;
  visible: boolean;
}

interface Snapshot {
  loadedAt: number;
  /** enabled entries of every type, by dictType then sort */
  entries: DictEntry[];
  byType: Map<string, DictEntry[]>;
  configs: Map<string, CachedConfig>;
}

/**
 * THE one cache of reference data: enabled dictionary entries and configuration values, loaded
 * from the database in one go and served from memory for DICTIONARY_CACHE_TTL_MS.
 *
 * `invalidate()` drops the snapshot in this process at once and tells the other server processes
 * over Redis pub/sub; a process that misses the message still reloads within the TTL.
 * Every write to dictionaries or configuration must call it after its transaction commits.
 */
@Injectable()
export class DictionaryCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(DictionaryCache.name);
  private readonly channel: string;
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;
  /** bumped by every invalidation, so a load that started before it is not kept */
  private generation = 0;
  private subscriber: Redis | null = null;

  constructor(
    private readonly em: EntityManager,
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() config: AppConfig,
  ) {
    this.channel = `${config.REDIS_PREFIX}:infra:dictionary-cache:invalidate`;
  }

  async onModuleInit(): Promise<void> {
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('message', () => this.dropLocal());
    this.subscriber.on('error', (err: Error) => this.logger.warn(`invalidation channel: ${err.message}`));
    await this.subscriber.subscribe(this.channel);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }

  /** Enabled entries of every dictionary, sorted by dictType then sort. */
  async allEntries(): Promise<DictEntry[]> {
    return (await this.current()).entries;
  }

  /** Enabled entries of one dictionary in sort order; an unknown type has none. */
  async entries(dictType: string): Promise<DictEntry[]> {
    return (await this.current()).byType.get(dictType) ?? [];
  }

  /** A configuration value and whether clients may read it; undefined when the key is missing. */
  async config(key: string): Promise<CachedConfig | undefined> {
    return (await this.current()).configs.get(key);
  }

  /** Forget the snapshot here and in every other server process; the next read reloads. */
  async invalidate(): Promise<void> {
    this.dropLocal();
    await this.redis.publish(this.channel, String(Date.now())).catch((err: Error) => {
      this.logger.warn(`could not publish invalidation (other processes reload within the TTL): ${err.message}`);
    });
  }

  private dropLocal(): void {
    this.generation++;
    this.snapshot = null;
    this.loading = null;
  }

  private async current(): Promise<Snapshot> {
    const snapshot = this.snapshot;
    if (snapshot && Date.now() - snapshot.loadedAt < DICTIONARY_CACHE_TTL_MS) return snapshot;
    // one load at a time; concurrent readers share it
    this.loading ??= this.load(this.generation);
    return this.loading;
  }

  private async load(generation: number): Promise<Snapshot> {
    try {
      const em = this.em.fork();
      const rows = await em.find(DictData, { status: CommonStatus.ENABLE }, { orderBy: { dictType: 'asc', sort: 'asc', id: 'asc' } });
      const configs = await em.find(Config, {}, { fields: ['key', 'value', 'visible'] });
      // frozen: every caller shares these objects
      const entries = rows.map((r): DictEntry =>
        Object.freeze({ dictType: r.dictType, value: r.value, label: r.label, colorType: r.colorType, cssClass: r.cssClass }),
      );
      const byType = new Map<string, DictEntry[]>();
      for (const entry of entries) {
        const list = byType.get(entry.dictType);
        if (list) list.push(entry);
        else byType.set(entry.dictType, [entry]);
      }
      for (const list of byType.values()) Object.freeze(list);
      Object.freeze(entries);
      const snapshot: Snapshot = {
        loadedAt: Date.now(),
        entries,
        byType,
        configs: new Map(configs.map((c) => [c.key, { value: c.value, visible: c.visible }])),
      };
      if (generation === this.generation) this.snapshot = snapshot;
      return snapshot;
    } finally {
      if (generation === this.generation) this.loading = null;
    }
  }
}
