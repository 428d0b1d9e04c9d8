// The cart module's public API: what bookings (turning a cart into a booking), the demo seed and
// the benchmark may use. Its repo.ts and its table are its own (eslint.boundaries.js).

/** Bookings: the server's price of a stay and of a cart, the checks, and the refusals' words. */
export {
  breakdownOf,
  dueNowOf,
  emptyCart,
  paidPartOf,
  priceCart,
  priceChanged,
  priceSelection,
  requireAddOnsOffered,
  type CartToPrice,
  type PricedCart,
  type PricedSelection,
} from './pricing';

/**
 * Bookings: the cart and its home read, locked or taken inside a checkout's transaction, and
 * emptied once a booking made from it is paid. The benchmark saves dates the way the API does.
 */
export {
  deleteCartHolding,
  findBookableProperty,
  findCart,
  findCartToPay,
  findServicesByIds,
  lockCart,
  saveCartDates,
  takeCartWithProperty,
  updateCart,
  type BookableProperty,
  type ServiceRow,
} from './repo';
