import type { StateDigest } from '../../../prisma-free-mock/src/control/state-digest';
import { MOCK } from '../harness';

export async function readState(): Promise<StateDigest> {
  const response = await fetch(`${MOCK}/__mock/state`);
  if (!response.ok) throw new Error(`GET /__mock/state answered ${response.status}`);
  return (await response.json()) as StateDigest;
}

/** The stores whose digest differs, for a readable failure. */
export function changedStores(before: StateDigest, after: StateDigest): string[] {
  return Object.keys({ ...before.stores, ...after.stores }).filter(
    (name) => before.stores[name]?.digest !== after.stores[name]?.digest,
  );
}

/**
 * Proves that refused calls (and queries) changed nothing, with few reads of the digest: such calls accumulate
 * since the last checkpoint; before a call that may be accepted the digest is read (it must still be the checkpoint's),
 * and after it too. So an accepted call's legitimate change is never blamed on a refused one, and a refused
 * call's change is always caught.
 */
export class StateWatch {
  private checkpoint: StateDigest | null = null;
  private pending: string[] = [];
  readonly problems: string[] = [];
  /** How often the digest was read, and how many calls it covered: the test checks that both happened. */
  reads = 0;
  covered = 0;

  async start() {
    this.checkpoint = await readState();
    this.pending = [];
  }

  /** After a call that must not change state (refused, or a query). */
  expectUnchanged(label: string) {
    this.pending.push(label);
  }

  /** Reads the digest and blames any change on the refused calls since the checkpoint. */
  async settle() {
    const now = await readState();
    this.reads += 1;
    this.covered += this.pending.length;
    if (this.checkpoint && this.pending.length > 0 && now.digest !== this.checkpoint.digest) {
      const stores = changedStores(this.checkpoint, now).join(', ');
      const calls = this.pending.length === 1 ? this.pending[0] : `one of ${this.pending.join(' | ')}`;
      this.problems.push(`state changed (${stores}) by a refused call or a query: ${calls}`);
    }
    this.checkpoint = now;
    this.pending = [];
  }

  /** Runs a call that may be accepted: settles before it, then after it blames a change only if it was refused. */
  async around<T>(label: string, call: () => Promise<T>, wasRefused: (result: T) => boolean): Promise<T> {
    await this.settle();
    const result = await call();
    if (wasRefused(result)) this.expectUnchanged(label);
    await this.settle();
    return result;
  }
}
