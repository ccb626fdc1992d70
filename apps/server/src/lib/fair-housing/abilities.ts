import type { FairHousingClass } from '@nestwise/shared';

/**
 * Health and ability a listing may demand ("must be in good physical health", "able to climb
 * stairs"): a limitation by disability in any frame about the people.
 */
/**
 * "Assistance" and "help" by the words next to them (decision 0670): paid by a payer it is income
 * ("public assistance", "rental assistance", lexicon.ts); needed with a daily task or the stairs it
 * is a condition; needing none of it, demanded, is a limit by disability ("must need no
 * assistance"). Offering it ("we offer assistance with moving") is neither.
 */
const HELP_NOUNS = ['assistance', 'help'];
const NEEDING = ['need', 'require', 'needing', 'requiring'];
/** Tasks of daily life and getting about: help with them is help a condition calls for. */
const DAILY_TASKS = ['daily', 'everyday', 'stair', 'bathing', 'dressing', 'eating', 'walking'];
DAILY_TASKS.push('mobility', 'medication', 'personal', 'toileting', 'transfer', 'climbing');
DAILY_TASKS.push('getting', 'self', 'care');
/** Needing no help, demanded: "must need no assistance", "who requires no help". */
const NEEDING_NO_HELP = NEEDING.flatMap((verb) => HELP_NOUNS.map((noun) => `${verb} no ${noun}`));
/**
 * Help a condition calls for, said of who needs it: "who need help with stairs", "requiring
 * assistance getting around". The needing verb belongs to the condition, not to a requirement
 * frame; help with a task said alone is a service ("our staff provides assistance with daily
 * tasks") and names no one.
 */
const HELP_WITH = HELP_NOUNS.flatMap((noun) => [
  ...DAILY_TASKS.map((task) => `${noun} with ${task}`),
  `${noun} with the stair`,
  `${noun} getting around`,
  `${noun} to walk`,
]);
export const HELP_CONDITIONS = NEEDING.flatMap((verb) =>
  HELP_WITH.map((phrase) => `${verb} ${phrase}`),
);

/**
 * Doing a thing of the body unaided, demanded of the person: each movement or sense × each way of
 * saying "with no help" ("walk unaided", "climb the stairs without a cane", "hear without a
 * device", "get around on their own"). The movement alone ("residents can walk to the market")
 * names no requirement; with the unaided words it is a demand on the body, judged in a frame.
 */
const BODILY = [
  'walk',
  'climb',
  'move',
  'get around',
  'stand',
  'see',
  'hear',
  'manage',
  'evacuate',
];
BODILY.push('get up the stair', 'climb the stair', 'use the stair', 'walk the stair', 'bathe');
const UNAIDED = ['unaided', 'unassisted', 'independently', 'alone', 'on their own', 'on your own'];
UNAIDED.push(
  ...['a cane', 'a walker', 'a wheelchair', 'a device', 'any device', 'aid', 'any aid'].map(
    (aid) => `without ${aid}`,
  ),
  'without help',
  'without assistance',
  'without any help',
  'without any assistance',
);
const UNAIDED_ACTS = BODILY.flatMap((act) => UNAIDED.map((how) => `${act} ${how}`));
/**
 * A sense demanded by what it must catch: "must hear the smoke alarm", "able to see the fire
 * exit signs". The alerts are the building's; only a person is asked to catch them.
 */
const ALERTS = ['alarm', 'smoke alarm', 'fire alarm', 'doorbell', 'door bell', 'smoke detector'];
ALERTS.push('siren', 'knock', 'intercom', 'buzzer', 'exit sign', 'emergency signal');
const SENSED_ALERTS = ['hear', 'see', 'notice'].flatMap((sense) =>
  ALERTS.flatMap((alert) => [`${sense} the ${alert}`, `${sense} a ${alert}`]),
);

/**
 * Living without anyone's care, said as what the person can do (decision 0755): "can live alone",
 * "able to look after themselves", "fit to live on their own". Wanting to live alone is a taste,
 * not an ability, so only "can", "able to", "fit to" and "capable of" make it one.
 */
const ALONE = ['alone', 'on their own', 'on your own', 'by themselves', 'by yourself'];
const LIVING_ALONE = ['can', 'able to', 'fit to', 'capable of'].flatMap((can) => [
  // "you can live alone or with roommates here" offers a choice, so "can" takes only the care
  ...(can === 'can' ? [] : ALONE).map(
    (how) => `${can} ${can === 'capable of' ? 'living' : 'live'} ${how}`,
  ),
  ...['look after', 'care for', 'take care of'].flatMap((care) =>
    ['themselves', 'yourself', 'himself', 'herself'].map((self) => `${can} ${care} ${self}`),
  ),
]);

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
      ...LIVING_ALONE,
      'good eyesight',
      'good vision',
      'good hearing',
      'full use of',
      'mentally competent',
      'fit enough',
      ...NEEDING_NO_HELP,
      ...UNAIDED_ACTS,
      ...SENSED_ALERTS,
    ],
  ],
];

/** Fitness said of the person before a people noun: "a fit tenant", "an athletic buyer". */
export const ABILITY_ADJECTIVES = ['fit', 'athletic', 'agile', 'nimble', 'spry', 'sprightly'];
