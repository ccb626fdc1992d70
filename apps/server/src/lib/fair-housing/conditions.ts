/**
 * Conditions of body and mind, and the care and equipment they call for, said of a person
 * (decision 0755). Like every condition in traits.ts they count only when refused, asked about or
 * wished absent ("no one with epilepsy", "applicants who need a live-in aide will not be
 * considered", "disclose any psychiatric medication"); a plain wish or a description names no limit
 * ("a quiet street that eases anxiety", "near the dialysis centre").
 */
const DIAGNOSES = [
  ...['autism', 'autistic', 'adhd', 'asperger', 'asperger syndrome'],
  ...['epilepsy', 'seizure', 'seizure disorder', 'hiv positive'],
  ...['dementia', 'alzheimer', 'memory loss', 'memory problem', 'cognitive impairment'],
  ...['depression', 'anxiety', 'bipolar', 'bipolar disorder', 'schizophrenia', 'ptsd', 'ocd'],
  ...['behavioral disorder', 'behavioural disorder', 'developmental disability'],
  ...['intellectual disability', 'learning disability', 'cerebral palsy', 'multiple sclerosis'],
  ...['paralysis', 'paraplegic', 'quadriplegic', 'amputee', 'contagious illness'],
  ...['long term illness', 'terminal illness', 'cancer', 'dialysis', 'dialysis patient'],
];
/** Recovery from addiction is a disability; current illegal drug use is not, so it is left out. */
const RECOVERY = [
  ...['alcoholism', 'alcoholic', 'recovering alcoholic', 'recovering addict', 'in recovery'],
  ...['drug rehab', 'alcohol rehab', 'rehab program', 'been through rehab', 'sober living'],
  ...['substance abuse history', 'history of substance abuse', 'history of addiction'],
];
/**
 * Equipment a condition calls for: refused after "no" like a group ("no oxygen tanks or medical
 * equipment in the units", exclusion-patterns.ts), since no one but its user brings it in.
 */
export const EQUIPMENT = ['medical equipment', 'oxygen tank', 'home medical equipment'];

/** Treatment and care a condition calls for, said of who receives it. */
const CARE = [
  ...['caregiver', 'live in caregiver', 'live in aide', 'home health aide', 'home health'],
  ...['home health visit', 'personal care aide', 'nurse visit', 'visiting nurse'],
  ...EQUIPMENT,
  ...['oxygen', 'hospital bed', 'hearing aid'],
  ...['psychiatric medication', 'psych med', 'psych medication', 'mood medication'],
  ...['antidepressant', 'medication', 'prescription medication', 'hospitalization'],
  ...['psychiatric hospitalization', 'support service', 'outside support service'],
];
export const CONDITIONS = [...DIAGNOSES, ...RECOVERY, ...CARE];
