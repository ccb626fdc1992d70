export { formatPrice } from './money';

export { propertyStatusLabel as statusLabel } from '@nestwise/shared';
