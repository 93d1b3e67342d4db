import { BizError, operatorOf } from '@dha/server-core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SystemErrors } from '../../../system.errors';
import { TenantPackage } from '../../domain/tenant-package.entity';
import { checkTenantPackage, tenantPackageFields } from '../../infrastructure/tenant-package.repository';
import { CreateTenantPackageCommand } from './create-tenant-package.command';

@CommandHandler(CreateTenantPackageCommand)
export class CreateTenantPackageHandler implements ICommandHandler<CreateTenantPackageCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, input }: CreateTenantPackageCommand): Promise<number> {
    const em = this.em.fork();
    await checkTenantPackage(em, input);
    const pkg = em.create(TenantPackage, { name: input.name, creator: operatorOf(user), updater: operatorOf(user) });
    em.assign(pkg, tenantPackageFields(input));
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw BizError.of(SystemErrors.TENANT_PACKAGE_NAME_DUPLICATE);
      throw error;
    }
    return pkg.id;
  }
}
