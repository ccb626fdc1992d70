import type { createValuation } from '@nestwise/shared/contracts';
import { toolMutation } from './tool-mutation';

/** A home's value from its market's recorded sales. */
export const useCreateValuation = toolMutation<typeof createValuation>('createValuation', {
  method: 'POST',
  path: '/api/ai-tools/valuation',
});
