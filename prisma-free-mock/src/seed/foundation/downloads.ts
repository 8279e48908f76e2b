import { isAccessible } from '../../product/state/materials';
import type { ProductState } from '../../product/state/model';
import type { Random } from '../random';
import { isGeneratedUser } from './constants';

/** Downloads a validated teacher makes on average (a long tail: most a few, some very many). */
const MEAN_DOWNLOADS = 20;

/**
 * The download register: every teacher validated for materials downloads some of them, the popular ones far
 * more often, each after the day they were unlocked and before today. Appended in time order, so the register
 * reads like a log. The counts every screen shows are counted from this register.
 */
export function registerDownloads(state: ProductState, rng: Random): void {
  const nowMs = state.seed.now.getTime();
  const materials = rng.sample(state.materials, state.materials.length);
  // Parallel arrays, not 250,000 small tuples: the world is built at every start and reset.
  const times: number[] = [];
  const users: string[] = [];
  const items: string[] = [];
  for (const user of state.users) {
    if (!user.materialsValidatedAt || !isGeneratedUser(user)) continue;
    const validated = Date.parse(user.materialsValidatedAt);
    const withCode = user.materialCodeValidatedAt ? Date.parse(user.materialCodeValidatedAt) : validated;
    const count = 1 + Math.floor(-Math.log(1 - rng.next()) * (MEAN_DOWNLOADS - 1));
    for (let n = 0; n < count; n++) {
      const material = materials[rng.skewed(materials.length, 1.8)]!;
      if (!isAccessible(user, material)) continue;
      const unlocked = material.requiresCode ? withCode : validated;
      if (unlocked >= nowMs) continue;
      times.push(unlocked + Math.floor(rng.next() * (nowMs - unlocked)));
      users.push(user.userId);
      items.push(material.materialId);
    }
  }
  const order = Uint32Array.from(times.keys()).sort((a, b) => times[a]! - times[b]! || a - b);
  for (const i of order) {
    state.downloads.push({ userId: users[i]!, materialId: items[i]!, at: new Date(times[i]!).toISOString() });
  }
}
