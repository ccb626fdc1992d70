import type { parseContract } from '@nestwise/shared/contracts';
import { toolMutation } from './tool-mutation';

/** A contract's parties, price, dates and terms, read from its text (`{ text }`). */
export const useParseContract = toolMutation<typeof parseContract>('parseContract', {
  method: 'POST',
  path: '/api/ai-tools/contract',
});
