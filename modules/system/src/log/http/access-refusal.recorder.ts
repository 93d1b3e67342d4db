import { AccessRefusedEvent } from '@dha/server-core';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { OperateLogRecorder } from './operate-log.interceptor';

/** A write the guard refused is an operation too: who tried what, and what they got. */
@EventsHandler(AccessRefusedEvent)
export class RecordAccessRefusalHandler implements IEventHandler<AccessRefusedEvent> {
  constructor(private readonly recorder: OperateLogRecorder) {}

  handle({ context, request, error, started }: AccessRefusedEvent): void {
    this.recorder.recordRefusal(context, request, error, started);
  }
}
