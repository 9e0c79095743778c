import { PaymentResult } from './PaymentResult';

/** /dashboard/odance/buy/success?payment=<id>: where the checkout sends the buyer after paying. */
export default function PaymentSuccessPage() {
  return <PaymentResult landing="success" />;
}
