import { Migration } from '@mikro-orm/migrations';

/**
 * 服务监控 and 缓存监控 became real pages with upstream's permission codes; the base seeder inserts a
 * menu once and never rewrites it, so the buttons seeded before keep the placeholder codes until here.
 * A button an administrator changed since is left alone.
 */
export class SystemMonitorPermissions202611281100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `update system_menu set permission = 'infra:server:get-monitor-info' where id = 2031 and permission = 'infra:monitor:query';`,
    );
    this.addSql(`update system_menu set permission = 'infra:redis:get-monitor-info' where id = 2041 and permission = 'infra:redis:query';`);
  }
}
