import { Permissions, type PageResult, type UserImportResp, type UserVO } from '@dha/contracts';
import { BizError, CurrentUser, IdQueryDto, IdsQueryDto, RequireAnyPermission, xlsxFile, type LoginUser } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query, Req, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateUserCommand } from '../commands/create-user/create-user.command';
import { ImportUsersCommand } from '../commands/import-users/import-users.command';
import { importTemplate } from '../infrastructure/user-import.workbook';
import { DeleteUsersCommand } from '../commands/delete-users/delete-users.command';
import { UpdateUserStatusCommand } from '../commands/update-user-status/update-user-status.command';
import { UpdateUserCommand } from '../commands/update-user/update-user.command';
import { ExportUsersQuery } from '../queries/export-users/export-users.query';
import { GetUserQuery } from '../queries/get-user/get-user.query';
import { PageUsersQuery } from '../queries/page-users/page-users.query';
import { UserCreateDto, UserImportQueryDto, UserPageDto, UserStatusDto, UserUpdateDto } from './user.dto';

/** The request as the multipart plugin (registered by the server app) extends it. */
interface MultipartRequest {
  isMultipart?: () => boolean;
  file?: () => Promise<{ fieldname: string; toBuffer(): Promise<Buffer> } | undefined>;
}

const P = Permissions.user;

/**
 * User administration: `/system/user/*` (the upstream paths and permission codes). The password
 * reset and the unlock of a login lock are the auth module's (its PasswordController).
 */
@Controller('system/user')
export class UserController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyPermission(P.create)
  create(@CurrentUser() user: LoginUser, @Body() body: UserCreateDto): Promise<number> {
    return this.commandBus.execute(new CreateUserCommand(user, body));
  }

  @Put('update')
  @RequireAnyPermission(P.update)
  update(@CurrentUser() user: LoginUser, @Body() body: UserUpdateDto): Promise<true> {
    return this.commandBus.execute(new UpdateUserCommand(user, body));
  }

  @Delete('delete')
  @RequireAnyPermission(P.delete)
  delete(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteUsersCommand(user, [id]));
  }

  @Delete('delete-list')
  @RequireAnyPermission(P.delete)
  deleteList(@CurrentUser() user: LoginUser, @Query() { ids }: IdsQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteUsersCommand(user, ids));
  }

  @Put('update-status')
  @RequireAnyPermission(P.update)
  updateStatus(@CurrentUser() user: LoginUser, @Body() body: UserStatusDto): Promise<true> {
    return this.commandBus.execute(new UpdateUserStatusCommand(user, body.id, body.status));
  }

  @Get('get')
  @RequireAnyPermission(P.query)
  get(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<UserVO> {
    return this.queryBus.execute(new GetUserQuery(user.tenantId, id));
  }

  @Get('page')
  @RequireAnyPermission(P.query)
  page(@CurrentUser() user: LoginUser, @Query() query: UserPageDto): Promise<PageResult<UserVO>> {
    return this.queryBus.execute(new PageUsersQuery(user.tenantId, query.toFilter(), { limit: query.pageSize, offset: query.offset }));
  }

  @Get('export-excel')
  @RequireAnyPermission(P.export)
  async exportExcel(@CurrentUser() user: LoginUser, @Query() query: UserPageDto): Promise<StreamableFile> {
    const buffer: Buffer = await this.queryBus.execute(new ExportUsersQuery(user.tenantId, query.toFilter()));
    return xlsxFile(buffer, 'users', '用户数据');
  }

  @Get('get-import-template')
  @RequireAnyPermission(P.import)
  async importTemplate(): Promise<StreamableFile> {
    return xlsxFile(await importTemplate(), 'user-import-template', '用户导入模板');
  }

  /** Multipart part `file` (xlsx of the template); `dryRun` reports without writing; all or nothing. */
  @Post('import')
  @RequireAnyPermission(P.import)
  async import(
    @CurrentUser() user: LoginUser,
    @Query() query: UserImportQueryDto,
    @Req() request: MultipartRequest,
  ): Promise<UserImportResp> {
    if (!request.isMultipart?.() || !request.file) throw BizError.badRequest('file 请以 multipart/form-data 上传导入文件');
    let file: Buffer | undefined;
    try {
      const part = await request.file();
      if (part?.fieldname === 'file') file = await part.toBuffer();
    } catch {
      // too large or cut off: the plugin's limits
      throw BizError.badRequest('file 文件过大或不完整');
    }
    if (!file?.length) throw BizError.badRequest('file 不能为空');
    return this.commandBus.execute(new ImportUsersCommand(user, file, query.updateSupport, query.dryRun));
  }
}
