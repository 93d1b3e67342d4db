import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { getPosts } from '../../infrastructure/post.repository';
import { DeletePostsCommand } from './delete-posts.command';

@CommandHandler(DeletePostsCommand)
export class DeletePostsHandler implements ICommandHandler<DeletePostsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, ids }: DeletePostsCommand): Promise<true> {
    const em = this.em.fork();
    const posts = await getPosts(em, user.tenantId, ids);
    for (const post of posts) em.remove(post);
    await em.flush();
    return true;
  }
}
