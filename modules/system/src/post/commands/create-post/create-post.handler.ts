import { operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Post } from '../../domain/post.entity';
import { checkPostUnique, postFields } from '../../infrastructure/post.repository';
import { CreatePostCommand } from './create-post.command';

@CommandHandler(CreatePostCommand)
export class CreatePostHandler implements ICommandHandler<CreatePostCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, input }: CreatePostCommand): Promise<number> {
    const em = this.em.fork();
    await checkPostUnique(em, user.tenantId, input);
    const post = em.create(Post, {
      tenantId: user.tenantId,
      name: input.name,
      code: input.code,
      creator: operatorOf(user),
      updater: operatorOf(user),
    });
    em.assign(post, postFields(input));
    await em.flush();
    return post.id;
  }
}
