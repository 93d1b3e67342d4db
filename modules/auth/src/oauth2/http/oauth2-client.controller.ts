import { Permissions, type OAuth2ClientSecretResp, type OAuth2ClientVO, type PageResult } from '@dha/contracts';
import { CurrentUser, IdQueryDto, RequireAnyPermission, type LoginUser } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateOAuth2ClientCommand } from '../commands/create-oauth2-client/create-oauth2-client.command';
import { DeleteOAuth2ClientCommand } from '../commands/delete-oauth2-client/delete-oauth2-client.command';
import { UpdateOAuth2ClientCommand } from '../commands/update-oauth2-client/update-oauth2-client.command';
import { OperateLog } from '@dha/system';
import { GetOAuth2ClientQuery } from '../queries/get-oauth2-client/get-oauth2-client.query';
import { OAuth2ClientPageQuery } from '../queries/page-oauth2-clients/page-oauth2-clients.query';
import { OAuth2ClientCreateDto, OAuth2ClientPageDto, OAuth2ClientUpdateDto } from './oauth2-client.dto';

const P = Permissions.oauth2Client;

/** OAuth2 clients: `/system/oauth2-client/*` (the upstream paths and permission codes). */
@Controller('system/oauth2-client')
@OperateLog({ module: 'OAuth2 客户端' })
export class OAuth2ClientController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  /**
   * Answers a generated secret once (the upstream answers the id; the secret cannot be read back later);
   * a chosen one is not echoed.
   */
  @Post('create')
  @RequireAnyPermission(P.create)
  create(@CurrentUser() user: LoginUser, @Body() body: OAuth2ClientCreateDto): Promise<OAuth2ClientSecretResp> {
    return this.commandBus.execute(new CreateOAuth2ClientCommand(user, body));
  }

  @Put('update')
  @RequireAnyPermission(P.update)
  update(@CurrentUser() user: LoginUser, @Body() body: OAuth2ClientUpdateDto): Promise<true | OAuth2ClientSecretResp> {
    return this.commandBus.execute(new UpdateOAuth2ClientCommand(user, body));
  }

  @Delete('delete')
  @RequireAnyPermission(P.delete)
  delete(@Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteOAuth2ClientCommand(id));
  }

  @Get('get')
  @RequireAnyPermission(P.query)
  get(@Query() { id }: IdQueryDto): Promise<OAuth2ClientVO> {
    return this.queryBus.execute(new GetOAuth2ClientQuery(id));
  }

  @Get('page')
  @RequireAnyPermission(P.query)
  page(@Query() { pageNo, pageSize, name, status }: OAuth2ClientPageDto): Promise<PageResult<OAuth2ClientVO>> {
    return this.queryBus.execute(new OAuth2ClientPageQuery({ pageNo, pageSize, name, status }));
  }
}
