import type { TSale } from '@nestwise/shared';
import { seededRandom } from '../../../lib/seeded-random';

/**
 * A market with known rules: $/sqft^0.8 scale, ZIP 95002 +20 % over 95001, +1 % a month over
 * `months` months from January 2024, +4 % per bathroom, ±8 % noise. The engine must recover them
 * from 300 sales.
 */
export function syntheticMarket(
  count: number,
  place: Partial<Pick<TSale, 'city' | 'state'>> & { latitude?: number; longitude?: number } = {},
  seed = 7,
  months = 12,
): TSale[] {
  const random = seededRandom(seed);
  const { city = 'Testville', state = 'CA', latitude = 38.5, longitude = -121.5 } = place;
  const sales: TSale[] = [];
  for (let i = 0; i < count; i += 1) {
    const zip = random() < 0.5 ? '95001' : '95002';
    const squareFeet = Math.round(900 + random() * 2100);
    const bathrooms = 1 + Math.floor(random() * 3);
    const month = Math.floor(random() * months);
    const noise = Math.exp((random() - 0.5) * 0.16);
    const price =
      1500 *
      squareFeet ** 0.8 *
      (zip === '95002' ? 1.2 : 1) *
      1.01 ** month *
      1.04 ** bathrooms *
      noise;
    sales.push({
      city,
      state,
      zip,
      neighborhood: null,
      latitude: latitude + (zip === '95002' ? 0.05 : 0) + random() * 0.02,
      longitude: longitude + random() * 0.02,
      propertyType: 'house',
      bedrooms: 2 + Math.floor(squareFeet / 800),
      bathrooms,
      squareFeet,
      lotSize: null,
      yearBuilt: null,
      garageSpaces: null,
      price: Math.round(price),
      soldAt: `${2024 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-15`,
    });
  }
  return sales;
}
