import { PaymentResult } from './PaymentResult';

/** /dashboard/odance/buy/failed?payment=<id>: where the checkout sends the buyer after a decline or cancel. */
export default function PaymentFailedPage() {
  return <PaymentResult landing="failed" />;
}
