import { useSearchParams } from 'react-router-dom';
import { clientCashierApi } from '../../pay/api';
import { Cashier } from '../../pay/cashier/Cashier';
import { useRefreshAfterPayment } from '../queries';

/** Only our own pages may be gone back to (the returnUrl comes in the address). */
const sameSite = (url: string | null): string | null => (url && url.startsWith('/') && !url.startsWith('//') ? url : null);

/** `/client/pay?id&returnUrl`: the visitor's pay step (phone first), the same cashier on the visitor's own order calls. */
export function ClientPayPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const refresh = useRefreshAfterPayment();
  return (
    <div className="dha-client-page">
      <h2 className="dha-client-page-title">支付课程费用</h2>
      <Cashier
        api={clientCashierApi}
        scope="client"
        orderId={Number.isSafeInteger(id) && id > 0 ? id : null}
        returnUrl={sameSite(params.get('returnUrl')) ?? '/client/my-signup'}
        onFinish={refresh}
      />
    </div>
  );
}
