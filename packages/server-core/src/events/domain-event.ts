/** A fact a module publishes; carried by the outbox, then BullMQ, to other modules. */
export interface DomainEvent<P extends object = Record<string, unknown>> {
  /** e.g. 'SignupStatusChanged' */
  readonly type: string;
  /** e.g. 'signup' */
  readonly aggregateType: string;
  readonly aggregateId: string | number;
  readonly payload: P;
}
