import { randomBytes } from 'node:crypto';
import {
  priceStay,
  splitCommission,
  stayEndDate,
  type BookingAddOn,
  type PriceBreakdown,
} from '@nestly/shared';
import type { BookingRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { BookableProperty } from './repo';

export interface ServiceRow {
  id: string;
  name: string;
  monthlyPrice: number;
  status: string;
}

export interface PricedSelection {
  endDate: string;
  breakdown: PriceBreakdown;
  commission: number;
  ownerShare: number;
}

/** The server's own price for a selection, from its own rows (PRODUCT.md: never the client's). */
export const priceSelection = (
  property: Pick<BookableProperty, 'rent' | 'deposit'>,
  moveInDate: string,
  months: number,
  services: readonly ServiceRow[],
): PricedSelection => {
  const price = priceStay({
    monthlyRent: property.rent,
    addOnMonthlyPrices: services.map((service) => service.monthlyPrice),
    deposit: property.deposit,
    months,
  });
  const addOns: BookingAddOn[] = services.map((service) => ({
    serviceId: service.id,
    name: service.name,
    monthlyPrice: service.monthlyPrice,
    total: service.monthlyPrice * months,
  }));
  return {
    endDate: stayEndDate(moveInDate, months),
    breakdown: {
      monthlyRent: property.rent,
      months,
      rentTotal: price.rentTotal,
      addOns,
      addOnsTotal: price.addOnsTotal,
      deposit: price.deposit,
      subtotal: price.subtotal,
      total: price.total,
    },
    ...splitCommission(price.subtotal),
  };
};

/** The breakdown as it was priced when the booking was made (the stored snapshot). */
export const breakdownOf = (booking: BookingRow): PriceBreakdown => ({
  monthlyRent: booking.monthlyRent,
  months: booking.rentalPeriod,
  rentTotal: booking.rentTotal,
  addOns: booking.addOns,
  addOnsTotal: booking.addOnsTotal,
  deposit: booking.deposit,
  subtotal: booking.subtotal,
  total: booking.total,
});

/** The stay rules of PRODUCT.md that depend on the property: months within min–max, a future date. */
export const checkStayRules = (
  property: Pick<BookableProperty, 'minMonths' | 'maxMonths'>,
  moveInDate: string,
  months: number,
  today: string,
) => {
  if (moveInDate < today) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'The move-in date cannot be in the past',
      details: [{ field: 'moveInDate', message: 'Choose today or a later date' }],
    });
  }
  if (months < property.minMonths || months > property.maxMonths) {
    throw new AppError('VALIDATION_ERROR', {
      message: `This home is let for ${property.minMonths} to ${property.maxMonths} months`,
      details: [
        {
          field: 'rentalPeriod',
          message: `Choose between ${property.minMonths} and ${property.maxMonths} months`,
        },
      ],
    });
  }
};

/** Checks the services chosen exist and are active, in the order the user chose them. */
export const checkAddOns = (ids: readonly string[], found: readonly ServiceRow[]) => {
  const byId = new Map(found.map((service) => [service.id, service]));
  const chosen: ServiceRow[] = [];
  for (const id of ids) {
    const service = byId.get(id);
    if (!service || service.status !== 'active') {
      throw new AppError('VALIDATION_ERROR', {
        message: 'An add-on you chose is no longer offered',
        details: [{ field: 'addOns', message: `Service ${id} is not available` }],
      });
    }
    chosen.push(service);
  }
  return chosen;
};

/** "NST-7F3A9C": short enough to read out on the phone; the unique index guards collisions. */
export const newBookingReference = () => `NST-${randomBytes(3).toString('hex').toUpperCase()}`;
