import { Command } from '@nestjs/cqrs';

/** The web-authorisation URL for a sign-in inside WeChat's browser that returns to `redirect`. */
export class CreateWechatAuthUrlCommand extends Command<string> {
  constructor(
    readonly tenantId: number,
    readonly redirect: string,
    /** the origins our console is served from (this request's own, and CORS_ORIGINS) */
    readonly consoleOrigins: readonly string[],
  ) {
    super();
  }
}
