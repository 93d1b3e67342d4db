import type { LoginUser } from '@dha/server-core';
import type { PostCreateDto } from '../../http/post.dto';
import { Command } from '@nestjs/cqrs';

export class CreatePostCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly input: PostCreateDto,
  ) {
    super();
  }
}
