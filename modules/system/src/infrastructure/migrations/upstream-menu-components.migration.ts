import { Migration } from '@mikro-orm/migrations';

/** Menu id, the component seeded before, upstream's component for the same page. */
export const UPSTREAM_MENU_COMPONENTS = [
  [112, 'system/tenant/list/index', 'system/tenant/index'],
  [113, 'system/tenant/package/index', 'system/tenantPackage/index'],
  [300, 'pay/merchant/index', 'pay/app/index'],
] as const;

/**
 * Where upstream's console has the page, a menu's component is upstream's path (else that console draws
 * a blank page): 租户列表, 租户套餐, and 商户信息 (the pay apps). The base seeder inserts a menu once and
 * never rewrites it, so databases seeded before get them here; a component an administrator changed
 * since is left alone. Our console accepts both the old and the new paths.
 */
export class SystemUpstreamMenuComponents202611281510 extends Migration {
  override async up(): Promise<void> {
    for (const [id, before, upstream] of UPSTREAM_MENU_COMPONENTS)
      this.addSql(`update system_menu set component = '${upstream}' where id = ${id} and component = '${before}';`);
  }

  override async down(): Promise<void> {
    for (const [id, before, upstream] of UPSTREAM_MENU_COMPONENTS)
      this.addSql(`update system_menu set component = '${before}' where id = ${id} and component = '${upstream}';`);
  }
}
