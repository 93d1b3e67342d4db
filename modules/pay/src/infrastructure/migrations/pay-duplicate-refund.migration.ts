import { PayRefundStatus } from '@dha/contracts';
import { Migration } from '@mikro-orm/migrations';

/**
 * A second payment of an already paid order is refunded by itself: `pay_refund.duplicate` marks that
 * refund, and the one-waiting-refund-per-order key leaves it out (it may wait beside the order's own).
 */
export class PayDuplicateRefund202612020000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "pay_refund" add column "duplicate" boolean not null default false;`);
    this.addSql(`drop index "pay_refund_one_waiting_uq";`);
    this.addSql(
      `create unique index "pay_refund_one_waiting_uq" on "pay_refund" ("order_id") where "status" = ${PayRefundStatus.WAITING} and not "duplicate";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "pay_refund_one_waiting_uq";`);
    this.addSql(`alter table "pay_refund" drop column "duplicate";`);
    this.addSql(
      `create unique index "pay_refund_one_waiting_uq" on "pay_refund" ("order_id") where "status" = ${PayRefundStatus.WAITING};`,
    );
  }
}
