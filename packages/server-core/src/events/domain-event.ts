/** A fact a module publishes; carried by the outbox, then BullMQ, to other modules. */
export interface DomainEvent<P extends object = Record<string, unknown>> {
  /** e.g. 'SignupStatusChanged' */
  readonly type: string;
  /** e.g. 'signup' */
  readonly aggregateType: string;
  readonly aggregateId: string | number;
  /** the aggregate's version after the change, when it has one: consumers never apply an older one over a newer */
  readonly aggregateVersion?: number | null;
  readonly payload: P;
}

/** An event as a consumer receives it (the BullMQ job data the relay writes). */
export interface PublishedEvent<P extends object = Record<string, unknown>> {
  /** the outbox row's event id: the dedupe key of every consumer */
  eventId: string;
  type: string;
  aggregateType: string;
  aggregateId: string;
  aggregateVersion: number | null;
  payload: P;
  /** epoch ms of the writing transaction */
  occurredAt: number;
}
