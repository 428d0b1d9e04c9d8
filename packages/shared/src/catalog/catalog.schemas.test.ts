import { describe, expect, it } from 'vitest';
import { createFeatureInputSchema, updateFeatureInputSchema } from './catalog.schemas';

describe('feature inputs', () => {
  it('give a new feature the "check" icon, and leave an edit without an icon without one', () => {
    expect(createFeatureInputSchema.parse({ name: 'Parking' })).toEqual({
      name: 'Parking',
      icon: 'check',
    });
    expect(updateFeatureInputSchema.parse({ data: { name: 'Parking' } })).toEqual({
      data: { name: 'Parking' },
    });
  });
});
