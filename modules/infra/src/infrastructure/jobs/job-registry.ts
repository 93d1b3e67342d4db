import { JOB_HANDLER_METADATA, type JobHandlerOptions, type ScheduledJobHandler } from '@dha/server-core';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';

export interface RegisteredJobHandler {
  options: JobHandlerOptions;
  instance: ScheduledJobHandler;
}

/**
 * Every `@JobHandler('name')` provider of the application (upstream's JobHandler beans), found among
 * all modules' providers at start: a job row may only name one of these.
 */
@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly handlers = new Map<string, RegisteredJobHandler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!type || typeof type !== 'function' || !wrapper.instance) continue;
      const options = this.reflector.get<JobHandlerOptions | undefined>(JOB_HANDLER_METADATA, type);
      if (!options) continue;
      const instance = wrapper.instance as ScheduledJobHandler;
      if (typeof instance.execute !== 'function') throw new Error(`${type.name}: a @JobHandler needs an execute(param) method`);
      this.register(options, instance);
    }
  }

  /** One handler (what discovery does for each `@JobHandler` provider; tests add their own). */
  register(options: JobHandlerOptions, instance: ScheduledJobHandler): void {
    if (this.handlers.has(options.handlerName)) throw new Error(`two job handlers are named ${options.handlerName}`);
    this.handlers.set(options.handlerName, { options, instance });
  }

  get(handlerName: string): RegisteredJobHandler | undefined {
    return this.handlers.get(handlerName);
  }

  all(): RegisteredJobHandler[] {
    return [...this.handlers.values()].sort((a, b) => a.options.handlerName.localeCompare(b.options.handlerName));
  }
}
