import { Query } from '@nestjs/cqrs';
import type { SocialBinding } from '../../infrastructure/social-binding.repository';

/** The social accounts bound to the signed-in user. */
export class SocialBindListQuery extends Query<SocialBinding[]> {
  constructor(
    readonly tenantId: number,
    readonly userId: number,
  ) {
    super();
  }
}
