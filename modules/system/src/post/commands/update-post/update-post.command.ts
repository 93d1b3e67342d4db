import type { LoginUser } from '@dha/server-core';
import type { PostUpdateDto } from '../../http/post.dto';
import { Command } from '@nestjs/cqrs';

export class UpdatePostCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: PostUpdateDto,
  ) {
    super();
  }
}
