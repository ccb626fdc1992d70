import { describe, expect, it } from 'vitest';
import { ASSISTANT_INTENTS } from '@nestwise/shared';
import {
  calibrate,
  CONFIDENCE_INPUTS,
  CONFIDENCE_PAIRS,
  pairName,
  type ConfidenceModel,
} from '../confidence/calibrator';
import { saidFilters } from '../confidence/slot-words';
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

  it('weighs pairs of inputs, and reads a model without pairs by the inputs alone', () => {
    const pairNames = new Set(CONFIDENCE_PAIRS.map(pairName));
    expect(Object.keys(learned.calibrator.pairs ?? {}).every((name) => pairNames.has(name))).toBe(
      true,
    );
    const inputs = Object.fromEntries(CONFIDENCE_INPUTS.map((name) => [name, 1])) as Parameters<
      typeof calibrate
    >[1];
    const alone = { bias: 0, weights: Object.fromEntries(CONFIDENCE_INPUTS.map((n) => [n, 0])) };
    const calibrator = alone as ConfidenceModel['calibrator'];
    expect(calibrate(calibrator, inputs)).toBe(0.5);
    expect(calibrate({ ...calibrator, pairs: { 'rules*unknownWords': 2 } }, inputs)).toBeCloseTo(
      1 / (1 + Math.exp(-2)),
      9,
    );
  });
});

describe('the second reader of the slots judges what the request itself said (decision 0570)', () => {
  const previous = { city: 'Denver', propertyType: 'house' as const, maxPrice: 500_000 };

  it('leaves out what a follow-up kept of the search before', () => {
    expect(saidFilters({ ...previous, minBedrooms: 3 }, previous)).toEqual({ minBedrooms: 3 });
    expect(saidFilters({ ...previous, maxPrice: 450_000 }, previous)).toEqual({
      maxPrice: 450_000,
    });
    expect(saidFilters({ city: 'Austin' }, null)).toEqual({ city: 'Austin' });
  });

  it.each(['make it 3 beds', 'only the ones with a pool', 'what about Boulder instead'])(
    'is as sure of the follow-up "%s" as of the words said alone',
    (transcript) => {
      const followUp = parseTranscript({ transcript, previousFilters: previous });
      // the search kept from before is no slot the words failed to say
      expect(followUp.confidenceReading!.inputs.slotMissing).toBeLessThan(0.5);
      expect(followUp.confidence).toBeGreaterThanOrEqual(learned.threshold);
    },
  );
});
