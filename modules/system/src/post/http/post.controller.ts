import { Permissions, type PageResult, type PostSimpleVO, type PostVO } from '@dha/contracts';
import { CurrentUser, IdQueryDto, IdsQueryDto, type LoginUser, RequireAnyPermission, xlsxFile } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreatePostCommand } from '../commands/create-post/create-post.command';
import { DeletePostsCommand } from '../commands/delete-posts/delete-posts.command';
import { OperateLog } from '../../contract/operate-log';
import { UpdatePostCommand } from '../commands/update-post/update-post.command';
import { ExportPostsQuery } from '../queries/export-posts/export-posts.query';
import { GetPostQuery } from '../queries/get-post/get-post.query';
import { ListEnabledPostsQuery } from '../queries/list-enabled-posts/list-enabled-posts.query';
import { PostPageDto } from '../queries/page-posts/page-posts.dto';
import { PagePostsQuery } from '../queries/page-posts/page-posts.query';
import { PostCreateDto, PostUpdateDto } from './post.dto';

const P = Permissions.post;

/** Posts: `/system/post/*` (the upstream paths and permission codes). */
@Controller('system/post')
@OperateLog({ module: '岗位管理' })
export class PostController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @OperateLog({ name: '新增岗位' })
  @RequireAnyPermission(P.create)
  create(@CurrentUser() user: LoginUser, @Body() body: PostCreateDto): Promise<number> {
    return this.commandBus.execute(new CreatePostCommand(user, body));
  }

  @Put('update')
  @RequireAnyPermission(P.update)
  update(@CurrentUser() user: LoginUser, @Body() body: PostUpdateDto): Promise<true> {
    return this.commandBus.execute(new UpdatePostCommand(user, body));
  }

  @Delete('delete')
  @RequireAnyPermission(P.delete)
  delete(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeletePostsCommand(user, [id]));
  }

  @Delete('delete-list')
  @RequireAnyPermission(P.delete)
  deleteList(@CurrentUser() user: LoginUser, @Query() { ids }: IdsQueryDto): Promise<true> {
    return this.commandBus.execute(new DeletePostsCommand(user, ids));
  }

  @Get('get')
  @RequireAnyPermission(P.query)
  get(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<PostVO> {
    return this.queryBus.execute(new GetPostQuery(user.tenantId, id));
  }

  @Get('page')
  @RequireAnyPermission(P.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: PostPageDto): Promise<PageResult<PostVO>> {
    return this.queryBus.execute(new PagePostsQuery(user.tenantId, filter));
  }

  /** The enabled posts for pickers (login only, as the upstream). */
  @Get(['simple-list', 'list-all-simple'])
  simpleList(@CurrentUser() user: LoginUser): Promise<PostSimpleVO[]> {
    return this.queryBus.execute(new ListEnabledPostsQuery(user.tenantId));
  }

  @Get('export-excel')
  @RequireAnyPermission(P.export)
  async exportExcel(@CurrentUser() user: LoginUser, @Query() { code, name, status }: PostPageDto): Promise<StreamableFile> {
    const buffer: Buffer = await this.queryBus.execute(new ExportPostsQuery(user.tenantId, { code, name, status }));
    return xlsxFile(buffer, 'posts', '岗位数据');
  }
}
