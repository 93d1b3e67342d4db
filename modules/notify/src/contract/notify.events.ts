import type { NotifyMailKindValue, NotifyMessageVO } from '@dha/contracts';

/** Event types the notify module writes to the outbox (aggregateType 'notify-message', aggregateId = message id). */
export const NotifyEventTypes = {
  /** a message was created for a user: pushed live to them (`notify`, unless its sender pushes it) and mailed when they opted in */
  MESSAGE_CREATED: 'NotifyMessageCreated',
} as const;

export const NOTIFY_MESSAGE_AGGREGATE = 'notify-message';

export interface NotifyMessageCreatedPayload {
  tenantId: number;
  message: NotifyMessageVO;
  /** the user's unread count right after this message */
  unreadCount: number;
  /** the kind of message, set only when the user took that kind by mail when it was sent; null: not mailed */
  mailKind: NotifyMailKindValue | null;
  /**
   * false when the sender pushes the message itself once its transaction commits (the signup
   * notices: one live job fewer per message); the live consumer pushes the others. Absent: true.
   */
  live?: boolean;
}
