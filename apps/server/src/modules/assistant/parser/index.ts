export { parseTranscript } from './parse-transcript';
export { UNSURE_BELOW } from './confidence';
export {
  createGazetteer,
  defaultGazetteer,
  type Gazetteer,
  type KnownCity,
} from './gazetteer/gazetteer';
export type { ParseInput, ParseOptions, ParseResult } from './types';
