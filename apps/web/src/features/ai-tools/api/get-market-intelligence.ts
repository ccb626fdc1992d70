import type { getMarketIntelligence } from '@nestwise/shared/contracts';
import { toolMutation } from './tool-mutation';

/** An area's sales, listings, price trend and distribution. */
export const useGetMarketIntelligence = toolMutation<typeof getMarketIntelligence>(
  'getMarketIntelligence',
  { method: 'GET', path: '/api/ai-tools/intelligence' },
);
