import type { PublicConfig } from '@dha/contracts';
import { Public } from '@dha/server-core';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetPublicConfigQuery } from '../queries/get-public-config/get-public-config.query';
import { ConfigKeyQueryDto } from '../queries/get-visible-config-value/get-visible-config-value.dto';
import { GetVisibleConfigValueQuery } from '../queries/get-visible-config-value/get-visible-config-value.query';

/** Configuration, read side. Editing comes with the admin pages. */
@Controller('infra/config')
export class ConfigController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Login only: the value, null when the key is missing, 1_001_000_004 when it is not visible. */
  @Get('get-value-by-key')
  getValueByKey(@Query() query: ConfigKeyQueryDto): Promise<string | null> {
    return this.queryBus.execute(new GetVisibleConfigValueQuery(query.key));
  }

  /**
   * No login: the organisation name (login page, titles), the about-us text (/client/about is an
   * open route) and whether the login form needs a captcha. A fixed allow-list, nothing else.
   */
  @Public()
  @Get('public')
  publicConfig(): Promise<PublicConfig> {
    return this.queryBus.execute(new GetPublicConfigQuery());
  }
}
