export type { PaymentProvider, PaymentRequest, PaymentResult } from './payment-provider';
export { createTestPaymentProvider, testPaymentData } from './test-payment-provider';
