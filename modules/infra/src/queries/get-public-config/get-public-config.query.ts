import type { PublicConfig } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** The allow-listed configuration the console shows before login (PUBLIC_CONFIG_KEYS). */
export class GetPublicConfigQuery extends Query<PublicConfig> {}
