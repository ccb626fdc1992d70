import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { freeForm, type OperationResponseBody } from './define-operation';
import { apiErrors } from './errors';
import { operationGroup } from './operation-group';

describe('operationGroup', () => {
  const things = operationGroup(['things'], apiErrors);
  const ZThingSchema = z.object({ id: z.string() });

  it("makes the contract defineOperation would: the call's method and path, the group's tags and errors", () => {
    const getThing = things.get('/api/things/{id}', {
      name: 'getThing',
      summary: 'One thing',
      auth: 'public',
      params: z.object({ id: z.string() }),
      responses: { 200: ZThingSchema },
    });
    expect(getThing).toMatchObject({ name: 'getThing', method: 'GET', path: '/api/things/{id}' });
    expect(getThing.tags).toEqual(['things']);
    // The web app and the server read these as literal types, as from defineOperation.
    expectTypeOf(getThing.method).toEqualTypeOf<'GET'>();
    expectTypeOf(getThing.path).toEqualTypeOf<'/api/things/{id}'>();
    expectTypeOf<OperationResponseBody<typeof getThing>>().toEqualTypeOf<{ id: string }>();
    expect(getThing.responses).toEqual({ 200: ZThingSchema, '4xx': apiErrors['4xx'] });
  });

  it("keeps an operation's own 4xx answer over the group's", () => {
    const xmlError = freeForm('application/xml', 'An XML error');
    const uploadThing = things.post('/things/upload', {
      name: 'uploadThing',
      summary: 'Upload a thing',
      auth: 'public',
      responses: { 200: ZThingSchema, '4xx': xmlError },
    });
    expect(uploadThing.responses['4xx']).toBe(xmlError);
    expect(Object.keys(uploadThing.responses)).toEqual(['200', '4xx']);
  });
});
