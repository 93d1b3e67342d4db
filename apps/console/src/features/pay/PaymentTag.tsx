import { Tag, type Intent } from '@blueprintjs/core';
import { PayOrderStatus, PayRefundStatus, signupPaymentLabel, type SignupPaymentVO } from '@dha/contracts';
import { centsToYuan } from '../../ui/format';

const intentOf = (p: SignupPaymentVO): Intent =>
  p.refundStatus === PayRefundStatus.FAILURE
    ? 'danger'
    : p.refundStatus === PayRefundStatus.WAITING || p.status === PayOrderStatus.WAITING
      ? 'warning'
      : p.status === PayOrderStatus.SUCCESS
        ? 'success'
        : 'none';

/** A signup's course-fee state (已支付, 待支付, 退款中, 已退款 …) with its amount; nothing when it has no pay order. */
export function PaymentTag({ payment }: { payment: SignupPaymentVO | null | undefined }) {
  if (!payment) return null;
  const amount = payment.refundPrice > 0 ? `退 ￥${centsToYuan(payment.refundPrice)}` : `￥${centsToYuan(payment.price)}`;
  return (
    <Tag minimal intent={intentOf(payment)} title={amount}>
      {signupPaymentLabel(payment)} {amount}
    </Tag>
  );
}
