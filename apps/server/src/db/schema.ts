/** Every table, for drizzle-kit and the typed client. Each module owns its own schema file. */
export * from '../modules/identity/identity.schema';
export * from '../modules/users/users.schema';
export * from '../modules/account-data/account-data.schema';
export * from '../modules/mail/mail.schema';
export * from '../modules/properties/properties.schema';
export * from '../modules/market/market.schema';
export * from '../modules/billing/billing.schema';
