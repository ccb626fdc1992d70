import type { checkCompliance } from '@nestwise/shared/contracts';
import { toolMutation } from './tool-mutation';

/** The listing's text and facts against fair-housing rules and the required disclosures. */
export const useCheckCompliance = toolMutation<typeof checkCompliance>('checkCompliance', {
  method: 'POST',
  path: '/api/ai-tools/compliance',
});
