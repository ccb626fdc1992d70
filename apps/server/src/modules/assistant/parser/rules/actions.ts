import { phrases, type PhraseSet } from '../phrase-table';
import type { Token } from '../types';
import { DAY_NAMES } from '../../../../lib/number-words';

/** Things a person would do, not ask: the assistant cannot book, offer or apply. */
export const ACTION_VERBS = phrases(
  'book',
  'schedule',
  'arrange',
  'set up',
  'reserve',
  'make an appointment',
  'make an offer',
  'put in an offer',
  'submit an offer',
  'place an offer',
  'send an offer',
  'sign the lease',
  'sign a lease',
  'apply for a mortgage',
  'apply for the lease',
  'get pre approved',
  'get preapproved',
  // paperwork done for the user: "submit a rental application", "sign the contract"
  'submit',
  'fill out',
  'sign',
  // reaching a person for the user: "call the listing agent", "email the seller"
  'call',
  'phone',
  'email',
  'text',
  'contact',
  'message',
  // money handed over for the user: "put down a deposit on it", "pay the holding fee"
  // "put a deposit down": the particle may follow the object
  'put',
  'pay',
  'wire',
  'transfer',
  // an appointment or an offer managed for the user: "cancel my showing", "withdraw my offer"
  'cancel',
  'reschedule',
  'rebook',
  'confirm',
  'withdraw',
  'retract',
  // papers handed on for the user: "send my pre-approval letter", "forward the statements"
  'send',
  'forward',
  'upload',
);
export const ACTION_OBJECTS = new Set([
  'showing',
  'showings',
  'viewing',
  'viewings',
  'visit',
  'tour',
  'tours',
  'appointment',
  'walkthrough',
  'open',
  'offer',
  'offers',
  'bid',
  'bids',
  'counteroffer',
  'lease',
  'mortgage',
  'agent',
  'agents',
  'realtor',
  'seller',
  'owner',
  'landlord',
  'broker',
  'approved',
  'preapproved',
  'approval',
  'preapproval',
  'letter',
  'statements',
  'documents',
  'paystubs',
  'call',
  'meeting',
  'application',
  'applications',
  'contract',
  'deposit',
  'paperwork',
  'payment',
  'earnest',
  'fee',
  // a service booked for the user: "schedule a home inspection", "set up an appraisal"
  'inspection',
  'inspections',
  'inspector',
  'appraisal',
  'appraiser',
  'survey',
  'consultation',
  'closing',
]);

/** Verbs of booking a time: with a day or an hour after them they make an appointment. */
const BOOKING_VERBS = new Set(['book', 'schedule', 'arrange', 'set', 'reserve']);
/** When an appointment is for: "for next Tuesday", "tomorrow at 4", "Saturday morning". */
const APPOINTMENT_TIMES = new Set([
  ...DAY_NAMES,
  ...DAY_NAMES.map((day) => `${day}s`),
  ...`tomorrow today tonight morning afternoon evening noon am pm oclock o'clock weekend`.split(
    ' ',
  ),
]);

/** The person a task is done for and a verb's particle, said between the verb and its object. */
const VERB_COMPANIONS = new Set(['me', 'us', 'up']);
/** Verbs of paying: the user's own payment ("do I pay a deposit") is a question, not a task. */
const PAYING = new Set(['pay', 'wire', 'transfer', 'put']);
const SPEAKER = new Set(['i', 'we', "i'd", "we'd", 'id']);

/** Whether a verb of a task done for the user is said with its object or a time ("book a showing"). */
export function asksForAction(tokens: Token[], verbs: PhraseSet = ACTION_VERBS): boolean {
  const span = verbs.find(tokens);
  if (!span) return false;
  if (
    PAYING.has(tokens[span[0]]!.text) &&
    tokens.slice(Math.max(0, span[0] - 4), span[0]).some((token) => SPEAKER.has(token.text))
  )
    return false;
  // the verb phrase names its object itself ("make an offer") or one follows within four
  // words ("schedule an in-person showing": the hyphen is no word)
  if (ACTION_OBJECTS.has(tokens[span[1] - 1]!.text)) return true;
  let words = 0;
  for (let index = span[1]; index < tokens.length && words < 4; index += 1) {
    const token = tokens[index]!;
    // "sign me up for a preapproval": whom it is done for and the verb's particle are no object
    if (token.kind === 'symbol' || VERB_COMPANIONS.has(token.text)) continue;
    words += 1;
    if (ACTION_OBJECTS.has(token.text)) return true;
  }
  // "book something for Saturday", "set it up tomorrow at 4": a booking verb with a time
  // makes an appointment whatever its object is called
  if (!BOOKING_VERBS.has(tokens[span[0]]!.text)) return false;
  for (let index = span[1]; index < Math.min(tokens.length, span[1] + 8); index += 1) {
    if (APPOINTMENT_TIMES.has(tokens[index]!.text)) return true;
  }
  return false;
}
