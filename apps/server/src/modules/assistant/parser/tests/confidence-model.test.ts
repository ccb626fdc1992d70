import { describe, expect, it } from 'vitest';
import { ASSISTANT_INTENTS } from '@nestwise/shared';
import { CONFIDENCE_INPUTS, type ConfidenceModel } from '../confidence/calibrator';
import { intentProbabilities, intentWords } from '../confidence/intent-words';
import model from '../confidence/confidence-model.json';
import { defaultGazetteer } from '../gazetteer/gazetteer';
import { parseTranscript } from '../parse-transcript';
import { tokenize } from '../tokenize';

const learned = model as ConfidenceModel;

describe('the learned confidence', () => {
  it('has a weight for every input the parser computes, and no other', () => {
    expect(Object.keys(learned.calibrator.weights).sort()).toEqual([...CONFIDENCE_INPUTS].sort());
    expect(learned.intentModel.intents).toEqual([...ASSISTANT_INTENTS]);
  });

  it('reads places and numbers as their kind, so any city teaches the same', () => {
    const tokens = tokenize('condos in Boise under 300k');
    const used = tokens.map((token) => token.text === 'boise');
    expect(intentWords(tokens, used, defaultGazetteer)).toEqual([
      'w:condos',
      'w:in',
      'w:<place>',
      'w:under',
      'w:<n>',
      'w:k',
      'b:condos in',
      'b:in <place>',
      'b:<place> under',
      'b:under <n>',
      'b:<n> k',
    ]);
  });

  it('gives the second reader of the intent a distribution over intents', () => {
    const probabilities = intentProbabilities(learned.intentModel, ['w:market', 'w:trends']);
    expect(probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 6);
    const market = learned.intentModel.intents.indexOf('market_trends');
    expect(probabilities[market]).toBe(Math.max(...probabilities));
  });

  it('doubts a reading the words alone would take for another intent', () => {
    const sure = parseTranscript({ transcript: 'condos in Boise under 300k' });
    expect(sure.confidenceReading!.inputs.intentDisagreement).toBeLessThan(0.2);
    expect(sure.confidence).toBeGreaterThanOrEqual(learned.threshold);
  });

  it('is lower for a neighbourhood read from the shape of the sentence alone', () => {
    const known = parseTranscript({ transcript: 'houses downtown in Boise' });
    const guessed = parseTranscript({ transcript: 'houses near the Zorble hills in Boise' });
    expect(guessed.confidenceReading!.inputs.freeTextNeighborhood).toBe(1);
    expect(guessed.confidence).toBeLessThan(known.confidence);
  });
});
