import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../../ui/PageFrame';
import { staffCashierApi } from '../api';
import { Cashier } from './Cashier';

/** `/pay/cashier?id&returnUrl` (spec layout route, not cached): the staff cashier, e.g. at a front desk. */
export default function CashierPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <PageFrame title="收银台">
      <Cashier
        api={staffCashierApi}
        scope="staff"
        orderId={Number.isSafeInteger(id) && id > 0 ? id : null}
        returnUrl={params.get('returnUrl')}
      />
    </PageFrame>
  );
}
