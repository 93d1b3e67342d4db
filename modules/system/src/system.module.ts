import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { deptControllers, deptProviders } from './dept/dept.providers';
import { OperateLogInterceptor } from './log/http/operate-log.interceptor';
import { logControllers, logProviders } from './log/log.providers';
import { menuControllers, menuProviders } from './menu/menu.providers';
import { permissionControllers, permissionProviders } from './permission/permission.providers';
import { postControllers, postProviders } from './post/post.providers';
import { profileControllers, profileProviders } from './profile/profile.providers';
import { roleControllers, roleProviders } from './role/role.providers';
import { SystemBaseSeeder } from './seed/base.seeder';
import { SystemDemoSeeder } from './seed/demo.seeder';
import { tenantControllers, tenantProviders } from './tenant/tenant.providers';
import { userControllers, userProviders } from './user/user.providers';

/**
 * Who people are and what they may do: users and their profiles, roles, menus and permissions, data
 * scope, departments, posts, tenants and packages, the operation and login logs. How a person proves
 * who they are is the auth module's; it asks this one through the contract.
 */
@Module({
  controllers: [
    ...userControllers,
    ...profileControllers,
    ...roleControllers,
    ...menuControllers,
    ...permissionControllers,
    ...deptControllers,
    ...postControllers,
    ...tenantControllers,
    ...logControllers,
  ],
  providers: [
    ...userProviders,
    ...profileProviders,
    ...roleProviders,
    ...menuProviders,
    ...permissionProviders,
    ...deptProviders,
    ...postProviders,
    ...tenantProviders,
    ...logProviders,
    SystemBaseSeeder,
    SystemDemoSeeder,
    // after the guard (guards run before interceptors): one operation-log row per write
    { provide: APP_INTERCEPTOR, useExisting: OperateLogInterceptor },
  ],
})
export class SystemModule {}
