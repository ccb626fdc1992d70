import { checkCompliance } from '@nestwise/shared/operation-routes/check-compliance';
import { toolMutation } from './tool-mutation';

/** The listing's text and facts against fair-housing rules and the required disclosures. */
export const useCheckCompliance = toolMutation('checkCompliance', checkCompliance);
