import { AccessCache, EventConsumer, EventConsumerHost, type AfterCommit, type PublishedEvent } from '@dha/server-core';
import { SystemEventTypes, type UserDisabledPayload } from '@dha/system';
import type { EntityManager } from '@mikro-orm/postgresql';
import { deleteAccountGrants } from '../../../infrastructure/account-rows';
import { TokenRepository } from '../../infrastructure/token.repository';

/**
 * A user was disabled or deleted (system module): every session of theirs ends. Their requests are
 * refused already (the guard's access check), and their sockets drop by the same event; this removes
 * the tokens, and with a deleted account its social bindings and OAuth2 grants.
 */
@EventConsumer({ name: 'auth-user-disabled', events: [SystemEventTypes.USER_DISABLED] })
export class EndDisabledUserSessionsConsumer extends EventConsumerHost<UserDisabledPayload> {
  constructor(
    private readonly tokens: TokenRepository,
    private readonly cache: AccessCache,
  ) {
    super();
  }

  protected async handle({ payload }: PublishedEvent<UserDisabledPayload>, em: EntityManager): Promise<AfterCommit> {
    const ended = await this.tokens.revokeAllSessions(em, [payload.userId], false);
    if (payload.deleted) await deleteAccountGrants(em, payload.userId);
    return () => this.cache.sessionsEnded(ended);
  }
}
