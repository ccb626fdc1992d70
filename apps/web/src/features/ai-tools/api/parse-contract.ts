import { parseContract } from '@nestwise/shared/operation-routes/parse-contract';
import { toolMutation } from './tool-mutation';

/** A contract's parties, price, dates and terms, read from its text (`{ text }`). */
export const useParseContract = toolMutation('parseContract', parseContract);
