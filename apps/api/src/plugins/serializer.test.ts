import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { propertyListResponseSchema } from '@nestly/shared';
import { compiledSerializerCompiler } from './serializer';

const compile = (schema: z.ZodType) =>
  compiledSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

const card = {
  id: '6f1d2c3b-4a59-4b6c-8d7e-9f0a1b2c3d4e',
  title: 'Sunny flat',
  type: 'apartment',
  city: 'Pune',
  state: 'Maharashtra',
  rent: 1_800_000,
  deposit: 3_600_000,
  bedrooms: 2,
  bathrooms: 1,
  area: 900,
  furnishing: 'semi',
  minMonths: 1,
  maxMonths: 12,
  coverImage: null,
  ratingAverage: 4.5,
  ratingCount: 2,
  status: 'approved',
  isBlocked: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('the compiled response serializer (issue 13)', () => {
  it('writes a search page exactly as JSON.stringify of the declared fields would', () => {
    const page = { data: [card], pagination: { page: 1, limit: 12, total: 1, totalPages: 1 } };
    expect(JSON.parse(compile(propertyListResponseSchema)(page))).toEqual(page);
  });

  it('leaves out what the schema does not declare, however it got into the answer', () => {
    const leaky = { ...card, passwordHash: 'secret', ownerEmail: 'owner@example.com' };
    const written = compile(propertyListResponseSchema)({
      data: [leaky],
      pagination: { page: 1, limit: 12, total: 1, totalPages: 1 },
    });
    expect(written).not.toContain('secret');
    expect(written).not.toContain('ownerEmail');
    expect(JSON.parse(written).data[0]).toEqual(card);
  });

  it('is compiled from JSON Schema, not Zod: a Date in a date-time field is written as ISO', () => {
    // The Zod serializer would refuse a Date where the schema says an ISO string.
    const written = compile(z.object({ at: z.iso.datetime({ offset: true }) }))({
      at: new Date('2026-11-20T10:00:00.000Z'),
    });
    expect(JSON.parse(written)).toEqual({ at: '2026-11-20T10:00:00.000Z' });
  });

  it('keeps the Zod serializer for what JSON Schema cannot express', () => {
    const schema = z.object({ at: z.date() });
    const written = compile(schema)({ at: new Date('2026-11-20T10:00:00.000Z') });
    expect(JSON.parse(written)).toEqual({ at: '2026-11-20T10:00:00.000Z' });
    expect(() => compile(schema)({ at: 'not a date' })).toThrow();
  });
});
