export * from './plans';
export * from './card';
export * from './billing-messages';
export * from './billing-schemas';
export * from './test-cards';
