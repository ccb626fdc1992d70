export { parseTranscript } from './parse-transcript';
export {
  createGazetteer,
  defaultGazetteer,
  type Gazetteer,
  type KnownCity,
} from './gazetteer/gazetteer';
export type { ParseInput, ParseOptions, ParseResult } from './types';
