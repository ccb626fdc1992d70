import { createValuation } from '@nestwise/shared/operation-routes/create-valuation';
import { toolMutation } from './tool-mutation';

/** A home's value from its market's recorded sales. */
export const useCreateValuation = toolMutation('createValuation', createValuation);
