import { SetMetadata } from '@nestjs/common';

export const SEEDER_METADATA = 'dha:seeder';

export interface SeederOptions {
  /** 'base': roles, menus, dictionaries, admin: run at every start. 'demo': `npm run seed:demo`. */
  kind: 'base' | 'demo';
  /** lower runs first; modules others depend on (infra 10, auth 20, course 30, signup 40) go first */
  order: number;
}

/** An idempotent seeder a module provides; the server discovers and runs them in order. */
export interface Seeder {
  seed(): Promise<void>;
}

export const DataSeeder = (options: SeederOptions): ClassDecorator => SetMetadata(SEEDER_METADATA, options);
