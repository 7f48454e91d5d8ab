import { describe, expect, it } from 'vitest';
import { fixRouteOf, missingConditions } from './trainingConditions';

const all = {
  customerNumber: true,
  approvedVehicle: true,
  eligibleModel: true,
  attendedBefore: false,
};

describe('the driver training’s missing conditions', () => {
  it('are none when every condition holds, whether attended before or not', () => {
    expect(missingConditions(all)).toEqual([]);
    expect(missingConditions({ ...all, attendedBefore: true })).toEqual([]);
  });

  it('name the customer number and the vehicle, the model only with an approved vehicle', () => {
    expect(
      missingConditions({
        ...all,
        customerNumber: false,
        approvedVehicle: false,
        eligibleModel: false,
      }),
    ).toEqual(['customerNumber', 'approvedVehicle']);
    expect(missingConditions({ ...all, eligibleModel: false })).toEqual(['eligibleModel']);
    expect(missingConditions({ ...all, customerNumber: false })).toEqual(['customerNumber']);
  });

  it('are fixed in the profile or by adding a vehicle', () => {
    expect(fixRouteOf('customerNumber')).toBe('profile');
    expect(fixRouteOf('approvedVehicle')).toBe('fleet-add-vehicle');
    expect(fixRouteOf('eligibleModel')).toBe('fleet-add-vehicle');
  });
});
