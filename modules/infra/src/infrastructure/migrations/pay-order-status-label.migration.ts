import { Migration } from '@mikro-orm/migrations';

/**
 * `pay_order_status` follows upstream's server (issue 31): 20 is 已退款 (REFUND), 30 支付关闭 (CLOSED).
 * Earlier releases seeded 20 as 支付关闭 (the spec's console constant): that shipped label is corrected
 * where an administrator has not changed it; 30 is added by the base seeder at the next start.
 */
export class InfraPayOrderStatusLabel202612010100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `update "infra_dict_data" set "label" = '已退款', "color_type" = 'warning', "update_time" = now()
       where "dict_type" = 'pay_order_status' and "value" = '20' and "label" = '支付关闭';`,
    );
  }
}
