import { createCmsState, type CmsState } from './cms/state';
import { createProductState, type ProductState } from './product/state';
import { SeatLedger } from './seats';
import { createSeed } from './seed';
import type { MockScale, Seed } from './seed/types';

export interface MockState {
  seed: Seed;
  seats: SeatLedger;
  product: ProductState;
  cms: CmsState;
}

/**
 * Holds the stand-in's whole in-memory state; `reset()` rebuilds it from the seed, in the same world (scale) it
 * started with. Read `.state` per request.
 */
export class MockStore {
  state: MockState;

  constructor(
    private readonly origin: string,
    private readonly now?: Date,
    private readonly extraUsers = 0,
    readonly scale: MockScale = 'demo',
  ) {
    this.state = this.build();
  }

  reset(): void {
    this.state = this.build();
  }

  private build(): MockState {
    const seed = createSeed(this.now, this.scale);
    const seats = new SeatLedger(seed.events);
    return {
      seed,
      seats,
      product: createProductState(seed, seats, this.extraUsers),
      cms: createCmsState(seed, this.origin),
    };
  }
}
