import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GlobalErrorCodes } from '@dha/contracts';
import type { FastifyRequest } from 'fastify';
import { BizError } from '../errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

const ALLOWED_IN_DEMO_MODE = 'dha:allowedInDemoMode';
/** Marks a non-GET call that stays open in demo mode (login, logout, token refresh). */
export const AllowedInDemoMode = (): MethodDecorator & ClassDecorator => SetMetadata(ALLOWED_IN_DEMO_MODE, true);

/** DEMO_MODE=true: every write is answered 901. */
@Injectable()
export class DemoModeGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (!this.config.DEMO_MODE || context.getType() !== 'http') return true;
    const method = context.switchToHttp().getRequest<FastifyRequest>().method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return true;
    const allowed = this.reflector.getAllAndOverride<boolean>(ALLOWED_IN_DEMO_MODE, [context.getHandler(), context.getClass()]);
    if (allowed) return true;
    throw BizError.of(GlobalErrorCodes.DEMO_DENY);
  }
}
