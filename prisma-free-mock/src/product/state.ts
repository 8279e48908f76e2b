import type { SeatLedger } from '../seats';
import type { Seed } from '../seed/types';

// Placeholder: the product API's state is built in its own issue work (users, institutions, programmes, ...).
export interface ProductState {
  seats: SeatLedger;
}

export function createProductState(_seed: Seed, seats: SeatLedger): ProductState {
  return { seats };
}
