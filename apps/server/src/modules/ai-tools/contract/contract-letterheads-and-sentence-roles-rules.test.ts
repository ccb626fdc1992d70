import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0785: a letterhead above a form's title, a role label after "to" with the
 * form's "(s)", and a role word that goes on into its sentence (no signature line). Wordings
 * written for this test; none comes from an evaluation document.
 */
describe('a title under a letterhead', () => {
  it('reads "COUNTER-OFFER" on the heading line under a state association\'s name', () => {
    const text = [
      'OREGON REALTY ASSOCIATION',
      "BUYER'S COUNTER-OFFER #2",
      "This counter-offer answers the Seller's response to the Offer to Purchase dated 3/2/2027.",
      'Buyer: Nadia Orlov     Seller: Felix Crane',
      '1. The Purchase Price shall be $355,000.00. All other terms remain unchanged.',
    ].join('\n');
    expect(parseContract(text).kind).toBe('addendum');
  });

  it('reads "AMENDMENT" two heading lines under the letterhead', () => {
    const text = [
      'WESTERN SLOPE BOARD OF REALTORS',
      'FORM 14-B',
      'AMENDMENT TO PURCHASE CONTRACT',
      'Buyer: Iris Delgado. Seller: Paul Okafor. The closing date is changed to June 30, 2027.',
      'All other terms of the contract remain in effect.',
    ].join('\n');
    expect(parseContract(text).kind).toBe('addendum');
  });

  it('keeps a first line that names the document, whatever heading follows', () => {
    const text = [
      'RESIDENTIAL PURCHASE AGREEMENT',
      'SEE ATTACHED ADDENDUM A',
      'Buyer: Iris Delgado. Seller: Paul Okafor. The Purchase Price is $280,000.',
      'Closing shall be on or before June 30, 2027. Earnest money of $3,000 is due at signing.',
    ].join('\n');
    expect(parseContract(text).kind).toBe('purchase');
  });
});

describe('a role label after "to" with the form\'s "(s)"', () => {
  it('reads "… made by Buyer(s): A to Seller(s): B" joined on one line', () => {
    const text = [
      'COUNTER OFFER NO. 2',
      'This counter offer answers the Offer dated 05/11/2027, made by',
      'Buyer(s): Quentin R. Bayliss to Seller(s): Odette M. Farrow and Hugo Farrow',
      'for the property at 31 Birch Bend, Laurel, Mississippi 39440.',
      'The Purchase Price shall be $198,000.00. All other terms of the Offer remain unchanged.',
    ].join('\n');
    const { fields } = parseContract(text);
    expect(fields.buyer?.value).toEqual(['Quentin R. Bayliss']);
    expect(fields.seller?.value).toEqual(['Odette M. Farrow', 'Hugo Farrow']);
  });

  it('reads "from Purchaser(s): … to Seller(s): …" in the same way', () => {
    const text = [
      'ADDENDUM ONE',
      'From Purchaser(s): Lydia Vance to Seller(s): Arne Holt, regarding 8 Quarry Road, Barre,',
      'Vermont 05641. The closing shall take place on or before July 9, 2027.',
    ].join('\n');
    const { fields } = parseContract(text);
    expect(fields.seller?.value).toEqual(['Arne Holt']);
  });

  it('still takes no names from "notice to Seller: …" in running text', () => {
    const text = [
      'PURCHASE AGREEMENT',
      'Buyer: Lydia Vance. Seller: Arne Holt. The Purchase Price is $150,000.',
      'Buyer shall give written notice to Seller: Buyer Objections must be listed in full.',
    ].join('\n');
    expect(parseContract(text).fields.seller?.value).toEqual(['Arne Holt']);
  });
});

describe('a role word that goes on into its sentence', () => {
  it('takes no "Name, Buyer" from "… within the Review Period, Buyer accepts …"', () => {
    const text = [
      'RESIDENTIAL SALES CONTRACT',
      '1. PARTIES. Buyer(s) Ingrid S. Molnar ____________ ("Buyer") agrees to buy and Seller(s)',
      'Theo Brandt ____________ ("Seller") agrees to sell 4 Pine Way, Dothan, Alabama 36301.',
      '2. PRICE. The purchase price is $240,000.00.',
      '7. REVIEW. If Buyer gives no notice within the Review Period, Buyer accepts the Property.',
    ].join('\n');
    const { fields } = parseContract(text);
    expect(fields.buyer?.value).toEqual(['Ingrid S. Molnar']);
  });

  it('takes no names from "At Closing Table, Seller shall …" nor "After Final Walkthrough, Buyer may …"', () => {
    const text = [
      'PURCHASE AND SALE AGREEMENT',
      'This agreement is made on May 3, 2027 for 9 Alder Court, Eugene, Oregon 97401 at a price',
      'of $410,000. After Final Walkthrough, Buyer may not object to the condition of the home.',
      'At Closing Table, Seller shall hand over all keys.',
      '',
      '______________________ Date: 05/03/2027',
      'Marta Quill, Buyer',
      '______________________ Date: 05/03/2027',
      'Dominic Reyes, Seller',
    ].join('\n');
    const { fields } = parseContract(text);
    expect(fields.buyer?.value).toEqual(['Marta Quill']);
    expect(fields.seller?.value).toEqual(['Dominic Reyes']);
  });

  it('still reads a signature line "Name, Buyer" and "Name, as Seller, …"', () => {
    const text = [
      'AGREEMENT OF SALE',
      'Signed by Carla Ruiz, as Seller, and by Ben Ortiz, Buyer, on June 2, 2027 for 3 Elm Street,',
      'Provo, Utah 84601. The purchase price is $300,000.',
    ].join('\n');
    const { fields } = parseContract(text);
    expect(fields.seller?.value).toEqual(['Carla Ruiz']);
    expect(fields.buyer?.value).toEqual(['Ben Ortiz']);
  });
});
