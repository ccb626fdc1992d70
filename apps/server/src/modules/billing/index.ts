export { createBillingModule } from './billing.module';
export type { BillingListings, BillingPorts } from './billing.ports';
export type { PaymentProvider } from './payment-provider';
