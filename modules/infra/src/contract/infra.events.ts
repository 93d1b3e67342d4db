/**
 * Event types the infra module writes to the outbox, in the transaction of every write to the
 * reference data (aggregateType 'reference-data'). Dictionaries and configuration are shared by
 * every tenant, so the payloads name no tenant; they carry no values either: a reader reloads.
 */
export const InfraEventTypes = {
  /** a dictionary type or entry was created, edited or deleted */
  DICT_CHANGED: 'InfraDictChanged',
  /** a configuration parameter was created, edited or deleted */
  CONFIG_CHANGED: 'InfraConfigChanged',
} as const;

export const REFERENCE_DATA_AGGREGATE = 'reference-data';

export interface ReferenceDataChangedPayload {
  /** epoch ms of the write */
  at: number;
}
