import { BizError, type LoginUser } from '@dha/server-core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotifyTemplate } from '../notify-template.entity';
import { NotifyErrors } from '../notify.errors';
import type { NotifyTemplateCreateDto, NotifyTemplateUpdateDto } from './save-template.dto';

export class CreateNotifyTemplateCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly input: NotifyTemplateCreateDto,
  ) {
    super();
  }
}

export class UpdateNotifyTemplateCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: NotifyTemplateUpdateDto,
  ) {
    super();
  }
}

function fields(input: NotifyTemplateCreateDto): Partial<NotifyTemplate> {
  return {
    name: input.name,
    code: input.code,
    type: input.type,
    nickname: input.nickname,
    content: input.content,
    status: input.status,
    remark: input.remark ?? null,
  };
}

/** Saves, answering a taken code with 1_002_026_001 (checked first, and by the unique key under a race). */
async function flushUnique(em: EntityManager, code: string): Promise<void> {
  try {
    await em.flush();
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) throw new BizError(NotifyErrors.NOTIFY_TEMPLATE_CODE_DUPLICATE, code);
    throw e;
  }
}

@CommandHandler(CreateNotifyTemplateCommand)
export class CreateNotifyTemplateHandler implements ICommandHandler<CreateNotifyTemplateCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, input }: CreateNotifyTemplateCommand): Promise<number> {
    const em = this.em.fork();
    if (await em.count(NotifyTemplate, { tenantId: user.tenantId, code: input.code })) {
      throw new BizError(NotifyErrors.NOTIFY_TEMPLATE_CODE_DUPLICATE, input.code);
    }
    const template = em.create(NotifyTemplate, {
      ...fields(input),
      tenantId: user.tenantId,
      creator: String(user.id),
      updater: String(user.id),
    } as NotifyTemplate);
    await flushUnique(em, input.code);
    return template.id;
  }
}

@CommandHandler(UpdateNotifyTemplateCommand)
export class UpdateNotifyTemplateHandler implements ICommandHandler<UpdateNotifyTemplateCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, input }: UpdateNotifyTemplateCommand): Promise<true> {
    const em = this.em.fork();
    const template = await em.findOne(NotifyTemplate, { id: input.id, tenantId: user.tenantId });
    if (!template) throw BizError.of(NotifyErrors.NOTIFY_TEMPLATE_NOT_EXISTS);
    if (template.code !== input.code && (await em.count(NotifyTemplate, { tenantId: user.tenantId, code: input.code }))) {
      throw new BizError(NotifyErrors.NOTIFY_TEMPLATE_CODE_DUPLICATE, input.code);
    }
    em.assign(template, { ...fields(input), updater: String(user.id) });
    await flushUnique(em, input.code);
    return true;
  }
}
