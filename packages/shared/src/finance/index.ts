export * from './cash-flows';
export * from './deal-structuring';
export * from './finance-schemas';
export * from './loan-programs';
export * from './mortgage';
export * from './roi-simulator';
export * from './finance-responses';
