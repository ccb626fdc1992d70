import { describe, expect, it } from 'vitest';
import { parseSalesCsv, SalesCsvFormatError } from './sales-csv';

const HEADER =
  'city,state,zip,neighborhood,latitude,longitude,propertyType,bedrooms,bathrooms,squareFeet,lotSize,yearBuilt,garageSpaces,price,soldAt';

describe('parseSalesCsv', () => {
  it('reads good rows with empty optional cells as null', () => {
    const result = parseSalesCsv(
      `${HEADER}\nSacramento,CA,95838,,38.631913,-121.434879,house,2,1,836,,,,59222,2008-05-19\n` +
        `"Elk Grove",ca,95757,"Laguna, West",38.39,-121.44,Condo,3,2.5,1500,4000,1999,2,"$350,000",2024-03-01\n`,
    );
    expect(result.errors).toEqual([]);
    expect(result.rowCount).toBe(2);
    expect(result.sales[0]).toMatchObject({
      city: 'Sacramento',
      zip: '95838',
      neighborhood: null,
      lotSize: null,
      price: 59_222,
    });
    expect(result.sales[1]).toMatchObject({
      state: 'CA',
      neighborhood: 'Laguna, West',
      propertyType: 'condo',
      bathrooms: 2.5,
      garageSpaces: 2,
      price: 350_000,
    });
  });

  it('reports bad rows by row and line number and keeps the good ones', () => {
    const result = parseSalesCsv(
      [
        HEADER,
        'Sacramento,CA,95838,,,,house,2,1,836,,,,59222,2008-05-19',
        'Sacramento,CA,95838,,,,house,two,1,836,,,,59222,2008-05-19',
        '',
        'Sacramento,CA,95838,,,,house,2,1,836,,,,-5,2008-05-19',
        'Sacramento,CA,958,,,,house,2,1,836,,,,100000,2008-13-45',
        'Sacramento,CA,95838,,,,house,2,1',
      ].join('\n'),
    );
    expect(result.sales).toHaveLength(1);
    expect(result.errors).toEqual([
      { row: 2, line: 3, message: 'bedrooms: "two" is not a number' },
      { row: 3, line: 5, message: 'price: price must be above 0' },
      {
        row: 4,
        line: 6,
        message: 'zip: zip must be a 5-digit ZIP code; soldAt: must be a real date',
      },
      { row: 5, line: 7, message: 'expected 15 cells, found 9' },
    ]);
  });

  it('refuses a file without the required columns', () => {
    expect(() => parseSalesCsv('city,state,price\nSacramento,CA,1\n')).toThrow(SalesCsvFormatError);
    expect(() => parseSalesCsv('')).toThrow(/empty/);
  });
});
