import { CommonStatus, DataScope, MOBILE_PATTERN, RoleCode, TENANT_ADMIN_ROLE_CODE } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SystemErrors } from '../../../system.errors';
import { Role, RoleType } from '../../../role/domain/role.entity';
import { Tenant } from '../../domain/tenant.entity';
import { User } from '../../../user/domain/user.entity';
import { UserRole } from '../../../user/domain/user-role.entity';
import { hashPassword } from '@dha/server-core';
import { TenantCheck } from '../../domain/tenant-check';
import { AccessCache } from '@dha/server-core';
import { grantMenus } from '../../infrastructure/tenant-menus';
import { checkTenantUnique, getUsablePackage, tenantFields } from '../../infrastructure/tenant.repository';
import { BASE_ROLES, grantedMenuIds } from '../../../seed/menus';
import { CreateTenantCommand } from './create-tenant.command';

@CommandHandler(CreateTenantCommand)
export class CreateTenantHandler implements ICommandHandler<CreateTenantCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly tenants: TenantCheck,
    private readonly cache: AccessCache,
  ) {}

  async execute({ input }: CreateTenantCommand): Promise<number> {
    // hashed before the transaction: it takes a while and needs no row
    const password = await hashPassword(input.password);
    let tenantId: number;
    try {
      tenantId = await this.em.fork().transactional(async (em) => {
        const pkg = await getUsablePackage(em, input.packageId);
        await checkTenantUnique(em, input);
        const tenant = em.create(Tenant, tenantFields(input));
        await em.flush();

        // the administrator holds the whole package; the base roles the course workflow needs (not
        // super_admin, which only the system tenant has) hold their usual pages as far as the package has them
        const packageMenus = new Set(pkg.menuIds);
        const admin = em.create(Role, {
          tenantId: tenant.id,
          code: TENANT_ADMIN_ROLE_CODE,
          name: '租户管理员',
          sort: 0,
          type: RoleType.SYSTEM,
          status: CommonStatus.ENABLE,
          dataScope: DataScope.ALL,
          dataScopeDeptIds: [],
          createTime: new Date(),
        });
        const baseRoles = BASE_ROLES.filter((r) => r.code !== RoleCode.SUPER_ADMIN).map((seed) => ({
          seed,
          role: em.create(Role, {
            tenantId: tenant.id,
            code: seed.code,
            name: seed.name,
            sort: seed.sort,
            type: RoleType.SYSTEM,
            status: CommonStatus.ENABLE,
            dataScope: DataScope.ALL,
            dataScopeDeptIds: [],
            createTime: new Date(),
          }),
        }));
        await em.flush();
        await grantMenus(em, admin.id, pkg.menuIds);
        for (const { seed, role } of baseRoles) {
          await grantMenus(
            em,
            role.id,
            grantedMenuIds(seed).filter((id) => packageMenus.has(id)),
          );
        }

        await this.tenants.assertAccountQuota(tenant.id, 1, em);
        const user = em.create(User, {
          tenantId: tenant.id,
          username: input.username,
          password,
          nickname: tenant.contactName,
          mobile: tenant.contactMobile && MOBILE_PATTERN.test(tenant.contactMobile) ? tenant.contactMobile : null,
        });
        await em.flush();
        em.create(UserRole, { userId: user.id, roleId: admin.id });
        tenant.contactUserId = user.id;
        await em.flush();
        return tenant.id;
      });
    } catch (error) {
      // a concurrent create took the name first
      if (error instanceof UniqueConstraintViolationException) throw new BizError(SystemErrors.TENANT_NAME_DUPLICATE, input.name.trim());
      throw error;
    }
    await this.cache.tenantChanged(tenantId);
    return tenantId;
  }
}
