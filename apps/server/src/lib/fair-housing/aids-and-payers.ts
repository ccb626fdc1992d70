/** Word families the lexicon (lexicon.ts) adds by kind rather than one phrase at a time. */

/**
 * Powered mobility aids: "mobility scooters and power chairs are not allowed inside". Read like a
 * condition (lexicon.ts): refused they limit; kept or charged ("scooters can be kept in the
 * lobby") they name no one.
 */
export const POWERED_AIDS = [
  ...['mobility scooter', 'power chair', 'power wheelchair', 'electric wheelchair', 'rollator'],
  ...['motorized wheelchair', 'motorized scooter'],
];

/**
 * People whose rent a public payer helps with, said as an adjective before them: "no
 * government-assisted renters", "state-subsidized tenants". Only before a people noun: "a
 * publicly assisted building" names a kind of housing, not who may live there.
 */
export const PAYER_ASSISTED = [
  'government',
  'publicly',
  'state',
  'federally',
  'county',
  'city',
].flatMap((payer) => [`${payer} assisted`, `${payer} aided`, `${payer} subsidized`]);

/** Social-services agencies that pay a client's rent, by their usual names and acronyms. */
export const SOCIAL_SERVICE_PAYERS = [
  ...['dss', 'dhs', 'hra', 'dshs', 'social service', 'department of social service'],
  ...['social service agency', 'welfare office', 'welfare agency', 'agency client'],
];

/** Paying one's own way: a preference for it refuses anyone whose rent a payer helps with. */
export const SELF_PAYERS = ['private pay', 'self pay', 'private payer', 'private paying'];

/**
 * People known by the programme that pays their rent, the programme unnamed: "program
 * participants", "program tenants" (decision 0755). In a listing a programme's people are the
 * housing programme's; like every payer's people they limit only when refused (frames.ts), so
 * "program participants welcome" admits.
 */
export const PROGRAM_PEOPLE = ['program', 'programme'].flatMap((program) =>
  ['participant', 'tenant', 'renter', 'client', 'recipient', 'holder', 'family', 'applicant'].map(
    (people) => `${program} ${people}`,
  ),
);
