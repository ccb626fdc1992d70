/**
 * Every table, for drizzle-kit and the typed client. Each table is defined in the one module that
 * owns it (docs/architecture.md lists the owners); nothing outside that module imports it.
 */
export * from '../modules/identity/identity.schema';
export * from '../modules/users/users.schema';
export * from '../modules/account-data/account-data.schema';
export * from '../modules/agent-requests/agent-requests.schema';
export * from '../modules/notifications/notifications.schema';
export * from '../modules/mail/mail.schema';
export * from '../modules/properties/properties.schema';
export * from '../modules/properties/properties.favorites-schema';
export * from '../modules/properties/properties.suggestions-schema';
export * from '../modules/market/market.schema';
export * from '../modules/billing/billing.schema';
export * from '../modules/saved-searches/saved-searches.schema';
