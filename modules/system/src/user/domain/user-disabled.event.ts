import { OutboxEvent } from '@dha/server-core';
import { SYSTEM_USER_AGGREGATE, SystemEventTypes, type UserDisabledPayload } from '../../contract/system.events';

/**
 * The outbox event of a user disabled (or deleted), written in the transaction of the change: their
 * sessions end (auth) and every live socket of theirs drops (notify). Their next request is refused
 * at once already: the access cache forgets them when the change commits.
 */
export function userDisabledEvent(userId: number, deleted = false): OutboxEvent {
  const payload: UserDisabledPayload = deleted ? { userId, deleted } : { userId };
  return OutboxEvent.of({ type: SystemEventTypes.USER_DISABLED, aggregateType: SYSTEM_USER_AGGREGATE, aggregateId: userId, payload });
}
