import { getMarketIntelligence } from '@nestwise/shared/operation-routes/get-market-intelligence';
import { toolMutation } from './tool-mutation';

/** An area's sales, listings, price trend and distribution. */
export const useGetMarketIntelligence = toolMutation(
  'getMarketIntelligence',
  getMarketIntelligence,
);
