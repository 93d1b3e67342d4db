import { MAX_INT32, Permissions, type FileConfigVO, type FilePresignedUrlVO, type FileVO, type PageResult } from '@dha/contracts';
import {
  BizError,
  CurrentUser,
  IdQueryDto,
  IdsQueryDto,
  InjectConfig,
  Public,
  RequireAnyPermission,
  type AppConfig,
  type LoginUser,
  TenantIgnore,
} from '@dha/server-core';
import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Type } from 'class-transformer';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { CreateFileCommand } from '../commands/create-file/create-file.command';
import { DeleteFileConfigsCommand } from '../commands/delete-file-configs/delete-file-configs.command';
import { DeleteFilesCommand } from '../commands/delete-files/delete-files.command';
import { SaveFileConfigCommand } from '../commands/save-file-config/save-file-config.command';
import { TestFileConfigCommand } from '../commands/test-file-config/test-file-config.command';
import { UpdateFileConfigMasterCommand } from '../commands/update-file-config-master/update-file-config-master.command';
import { UploadFileCommand } from '../commands/upload-file/upload-file.command';
import { inlineMime } from '../domain/file/upload-rules';
import { InfraErrors } from '../infra.errors';
import { GetFileConfigQuery } from '../queries/get-file-config/get-file-config.query';
import { GetFileContentQuery } from '../queries/get-file-content/get-file-content.query';
import { GetFileQuery } from '../queries/get-file/get-file.query';
import { PageFileConfigsQuery } from '../queries/page-file-configs/page-file-configs.query';
import { PageFilesQuery } from '../queries/page-files/page-files.query';
import { PresignFileUploadQuery } from '../queries/presign-file-upload/presign-file-upload.query';
import { FileConfigCreateDto, FileConfigPageDto, FileConfigUpdateDto, FileCreateDto, FilePageDto, PresignedUrlQueryDto } from './file.dto';

/** `GET /infra/file/{configId}/get/**`: the stored file's configuration and path. */
export class FileContentParamsDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  configId!: number;

  @IsString()
  @MaxLength(512)
  '*'!: string;
}

/** The request as the multipart plugin (registered by the server app) extends it. */
interface MultipartRequest {
  headers: Record<string, string | string[] | undefined>;
  isMultipart?: () => boolean;
  file?: (options: { limits: { fileSize: number; files: number } }) => Promise<
    | {
        fieldname: string;
        filename: string;
        fields: Record<string, { value?: unknown } | undefined>;
        toBuffer(): Promise<Buffer>;
        file: { truncated: boolean };
      }
    | undefined
  >;
}

/** Multipart framing around the file: boundaries, headers, a directory field. */
const MULTIPART_OVERHEAD = 16 * 1024;

/** File storage configurations: `/infra/file-config/*`. */
@Controller('infra/file-config')
export class FileConfigController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyPermission(Permissions.fileConfig.create)
  create(@Body() body: FileConfigCreateDto): Promise<number> {
    return this.commandBus.execute(new SaveFileConfigCommand(body));
  }

  @Put('update')
  @RequireAnyPermission(Permissions.fileConfig.update)
  async update(@Body() body: FileConfigUpdateDto): Promise<true> {
    await this.commandBus.execute(new SaveFileConfigCommand(body));
    return true;
  }

  @Put('update-master')
  @RequireAnyPermission(Permissions.fileConfig.update)
  updateMaster(@Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new UpdateFileConfigMasterCommand(id));
  }

  @Delete('delete')
  @RequireAnyPermission(Permissions.fileConfig.delete)
  delete(@Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteFileConfigsCommand([id]));
  }

  @Delete('delete-list')
  @RequireAnyPermission(Permissions.fileConfig.delete)
  deleteList(@Query() { ids }: IdsQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteFileConfigsCommand(ids));
  }

  @Get('get')
  @RequireAnyPermission(Permissions.fileConfig.query)
  get(@Query() { id }: IdQueryDto): Promise<FileConfigVO> {
    return this.queryBus.execute(new GetFileConfigQuery(id));
  }

  @Get('page')
  @RequireAnyPermission(Permissions.fileConfig.query)
  page(@Query() filter: FileConfigPageDto): Promise<PageResult<FileConfigVO>> {
    return this.queryBus.execute(new PageFileConfigsQuery(filter));
  }

  /** Stores a test image through the configuration and reads it back: answers its URL. */
  @Get('test')
  @RequireAnyPermission(Permissions.fileConfig.query)
  test(@Query() { id }: IdQueryDto): Promise<string> {
    return this.commandBus.execute(new TestFileConfigCommand(id));
  }
}

/** Files: `/infra/file/*` (upload for anyone signed in; the list for operators; the bytes for everyone). */
@Controller('infra/file')
export class FileController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Multipart part `file` (and an optional field `directory`), on the master configuration; answers
   * its URL. Larger than FILE_UPLOAD_MAX_BYTES: refused by its Content-Length before a byte is read,
   * else as soon as the stream passes the limit.
   */
  @Post('upload')
  async upload(@CurrentUser() user: LoginUser, @Req() request: MultipartRequest): Promise<string> {
    const max = this.config.FILE_UPLOAD_MAX_BYTES;
    const tooLarge = (): BizError => new BizError(InfraErrors.FILE_TOO_LARGE, `${Math.round(max / 1024 / 1024)} MB`);
    if (Number(request.headers['content-length'] ?? 0) > max + MULTIPART_OVERHEAD) throw tooLarge();
    if (!request.isMultipart?.() || !request.file) throw BizError.badRequest('file 请以 multipart/form-data 上传文件');
    const part = await request.file({ limits: { fileSize: max, files: 1 } });
    if (!part || part.fieldname !== 'file') throw BizError.badRequest('file 不能为空');
    let content: Buffer;
    try {
      content = await part.toBuffer();
    } catch {
      throw tooLarge();
    }
    if (part.file.truncated) throw tooLarge();
    const directory = part.fields.directory?.value;
    const file: FileVO = await this.commandBus.execute(
      new UploadFileCommand(part.filename, content, typeof directory === 'string' ? directory : undefined, user.id),
    );
    return file.url;
  }

  @Get('presigned-url')
  presignedUrl(@Query() { name, directory }: PresignedUrlQueryDto): Promise<FilePresignedUrlVO> {
    return this.queryBus.execute(new PresignFileUploadQuery(name, directory));
  }

  @Post('create')
  create(@CurrentUser() user: LoginUser, @Body() body: FileCreateDto): Promise<number> {
    return this.commandBus.execute(new CreateFileCommand(body, user.id));
  }

  @Get('get')
  @RequireAnyPermission(Permissions.file.query)
  get(@Query() { id }: IdQueryDto): Promise<FileVO> {
    return this.queryBus.execute(new GetFileQuery(id));
  }

  @Get('page')
  @RequireAnyPermission(Permissions.file.query)
  page(@Query() filter: FilePageDto): Promise<PageResult<FileVO>> {
    return this.queryBus.execute(new PageFilesQuery(filter));
  }

  @Delete('delete')
  @RequireAnyPermission(Permissions.file.delete)
  delete(@Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteFilesCommand([id]));
  }

  @Delete('delete-list')
  @RequireAnyPermission(Permissions.file.delete)
  deleteList(@Query() { ids }: IdsQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteFilesCommand(ids));
  }

  /**
   * The bytes, for anyone (course covers and description images are shown to visitors): paths are
   * random, the type is the one judged at upload, and nothing but images and PDFs is shown inline.
   */
  @Public()
  @TenantIgnore() // upstream's ignore-urls: /admin-api/infra/file/*/get/** (an <img> sends no header)
  @Get(':configId/get/*')
  async content(@Param() params: FileContentParamsDto, @Res() reply: FastifyReply): Promise<void> {
    const found = await this.queryBus.execute(new GetFileContentQuery(params.configId, params['*']));
    if (!found) {
      await reply.code(404).header('content-type', 'application/json; charset=utf-8').send({ code: 404, msg: '文件不存在', data: null });
      return;
    }
    await reply
      .header('content-type', found.mime)
      .header('content-disposition', inlineMime(found.mime) ? 'inline' : 'attachment')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .send(found.content);
  }
}
