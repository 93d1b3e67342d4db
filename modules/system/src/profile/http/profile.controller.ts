import type { MyProfileInfo, UserProfileResp } from '@dha/contracts';
import { BizError, CurrentUser, type LoginUser } from '@dha/server-core';
import { UploadFileCommand } from '@dha/infra';
import { Body, Controller, Get, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetMyProfileQuery } from '../queries/get-my-profile/get-my-profile.query';
import { UpdateMyProfileCommand } from '../../contract/profile.commands';
import { UpdateMyProfileDto } from '../commands/update-my-profile/update-my-profile.dto';
import { UpdateProfileDto } from '../commands/update-profile/update-profile.dto';
import { GetOwnProfileQuery } from '../../contract/profile.queries';

/** The request as the multipart plugin (registered by the server app) extends it. */
interface MultipartRequest {
  isMultipart?: () => boolean;
  file?: () => Promise<{ fieldname: string; filename: string; mimetype: string; toBuffer(): Promise<Buffer> } | undefined>;
}

const AVATAR_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

/**
 * The logged-in user's own profile (`/system/user/*`): this product's (`getMyProfileInfo`,
 * `updateMyProfileInfo`) and the upstream console's (`profile/get`, `profile/update`). The own
 * password change and the verified mobile change are the auth module's.
 */
@Controller('system/user')
export class ProfileController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('getMyProfileInfo')
  getMyProfileInfo(@CurrentUser() user: LoginUser): Promise<MyProfileInfo> {
    return this.queryBus.execute(new GetMyProfileQuery(user.id));
  }

  @Put('updateMyProfileInfo')
  updateMyProfileInfo(@CurrentUser() user: LoginUser, @Body() body: UpdateMyProfileDto): Promise<boolean> {
    return this.commandBus.execute(new UpdateMyProfileCommand(user.id, body));
  }

  /** The caller's own profile in the upstream console's shape (contract §6): login only. */
  @Get('profile/get')
  profile(@CurrentUser() user: LoginUser): Promise<UserProfileResp> {
    return this.queryBus.execute(new GetOwnProfileQuery(user.id));
  }

  /** The upstream console's profile save (its basic info, and its avatar after the upload). */
  @Put('profile/update')
  updateProfile(@CurrentUser() user: LoginUser, @Body() body: UpdateProfileDto): Promise<boolean> {
    return this.commandBus.execute(new UpdateMyProfileCommand(user.id, body));
  }

  /**
   * The avatar as older upstream consoles upload it: multipart part `avatarFile` (POST, or PUT as
   * upstream also maps it); stored through the file service, set as the avatar, its URL answered.
   * The current console uploads through `/infra/file/upload` and saves the URL with `profile/update`.
   */
  @Post('profile/update-avatar')
  postAvatar(@CurrentUser() user: LoginUser, @Req() request: MultipartRequest): Promise<string> {
    return this.updateAvatar(user, request);
  }

  @Put('profile/update-avatar')
  putAvatar(@CurrentUser() user: LoginUser, @Req() request: MultipartRequest): Promise<string> {
    return this.updateAvatar(user, request);
  }

  private async updateAvatar(user: LoginUser, request: MultipartRequest): Promise<string> {
    if (!request.isMultipart?.() || !request.file) throw BizError.badRequest('avatarFile 请以 multipart/form-data 上传头像');
    let part: Awaited<ReturnType<NonNullable<MultipartRequest['file']>>>;
    let content: Buffer | undefined;
    try {
      part = await request.file();
      if (part?.fieldname === 'avatarFile') content = await part.toBuffer();
    } catch {
      // too large or cut off: the plugin's limits
      throw BizError.badRequest('avatarFile 文件过大或不完整');
    }
    if (!part || !content?.length) throw BizError.badRequest('avatarFile 不能为空');
    // the cropper posts a Blob (filename "blob"): the name gets the extension of its declared type
    const name = /\.[A-Za-z0-9]+$/.test(part.filename) ? part.filename : `avatar.${AVATAR_EXTENSIONS[part.mimetype] ?? 'png'}`;
    const file = await this.commandBus.execute(new UploadFileCommand(name, content, 'avatar', user.id));
    await this.commandBus.execute(new UpdateMyProfileCommand(user.id, { avatar: file.url }));
    return file.url;
  }
}
