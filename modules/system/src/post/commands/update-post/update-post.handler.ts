import { operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkPostUnique, getPost, postFields } from '../../infrastructure/post.repository';
import { UpdatePostCommand } from './update-post.command';

@CommandHandler(UpdatePostCommand)
export class UpdatePostHandler implements ICommandHandler<UpdatePostCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, input }: UpdatePostCommand): Promise<true> {
    const em = this.em.fork();
    const post = await getPost(em, user.tenantId, input.id);
    await checkPostUnique(em, user.tenantId, input);
    em.assign(post, { ...postFields(input), updater: operatorOf(user) });
    await em.flush();
    return true;
  }
}
