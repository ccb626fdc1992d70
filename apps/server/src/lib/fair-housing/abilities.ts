import type { FairHousingClass } from '@nestwise/shared';

/**
 * Health and ability a listing may demand ("must be in good physical health", "able to climb
 * stairs"): a limitation by disability in any frame about the people.
 */
export const ABILITIES: Array<[FairHousingClass, string[]]> = [
  [
    'disability',
    [
      'physical health',
      'perfect health',
      'excellent health',
      'bill of health',
      'mobility',
      'mentally stable',
      'emotionally stable',
      'mentally sound',
      // "sound of mind and body", "of sound body"
      'sound of mind',
      'sound of body',
      'sound in mind',
      'sound in body',
      'sound mind',
      'sound body',
      'of sound body',
      'mentally healthy',
      'mentally fit',
      'self sufficient',
      'without assistance',
      'mobile',
      'fully mobile',
      'stair',
      'staircase',
      'flight of stair',
      'independent living',
      'live independently',
      'living independently',
      'able to climb',
      'climb',
      'able to live',
      'able to manage stair',
      'able to manage the stair',
      'able to navigate stair',
      'able to navigate the stair',
      'able to see',
      'able to hear',
      'physically able',
      'physically capable',
      // a check of the body demanded of the person: "must pass a basic fitness check"
      'fitness check',
      'fitness test',
      'fitness exam',
      'fitness assessment',
      'physical fitness',
      'physical exam',
      'physical examination',
      'medical exam',
      'medical examination',
      'medical clearance',
      'health screening',
      'health check',
      'health exam',
      // "a physical" as the exam: "must pass a physical", "a physical before signing"
      'pass a physical',
      'passed a physical',
      'physical checkup',
      'medical checkup',
      // climbing to an upper floor and leaving unaided, said of the person: "who can walk up to
      // the fourth floor", "able to evacuate without help"
      'walk up',
      'climb up',
      'walk upstairs',
      'climb upstairs',
      'able to evacuate',
      'evacuate without help',
      'evacuate unassisted',
      'evacuate on their own',
      'without help',
      'unassisted',
    ],
  ],
];

/** Fitness said of the person before a people noun: "a fit tenant", "an athletic buyer". */
export const ABILITY_ADJECTIVES = ['fit', 'athletic', 'agile', 'nimble', 'spry', 'sprightly'];
