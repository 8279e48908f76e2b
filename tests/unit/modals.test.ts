import { describe, expect, it, vi } from 'vitest';
import { createModalStore, isConfirmCancelled, videoEmbedUrl } from '@/lib/client/modals';

const store = () => {
  const reload = vi.fn();
  return { reload, modals: createModalStore({ reload }) };
};

describe('video modal', () => {
  it('opens holding a video id and its title, and closing clears the id', () => {
    const { modals } = store();
    const seen = vi.fn();
    modals.subscribe(seen);
    modals.openVideo({ id: 'aqz-KE-bpKQ', title: 'Tre lærere fortæller' });
    expect(modals.getState().video).toEqual({ id: 'aqz-KE-bpKQ', title: 'Tre lærere fortæller' });
    modals.closeVideo();
    expect(modals.getState().video).toBeNull();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('embeds through youtube-nocookie.com and refuses ids that are not ids', () => {
    expect(videoEmbedUrl('aqz-KE-bpKQ')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/,
    );
    expect(videoEmbedUrl('"><script>')).toBeNull();
    expect(videoEmbedUrl('../../x')).toBeNull();
  });

  it('keeps the state object stable while nothing changes (useSyncExternalStore needs that)', () => {
    const { modals } = store();
    const before = modals.getState();
    modals.closeVideo();
    expect(modals.getState()).toBe(before);
  });
});

describe('content modal', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
      items,
    };
  };
  const storeWith = () => {
    const reload = vi.fn();
    const storage = memory();
    return { reload, storage, modals: createModalStore({ reload, storage: () => storage }) };
  };

  it('holds the chosen view and its properties, opens and closes', () => {
    const { modals } = store();
    modals.openContent({ view: 'text', title: 'Om os', props: { text: 'Hej' } });
    expect(modals.getState().content).toEqual({ view: 'text', title: 'Om os', props: { text: 'Hej' } });
    modals.closeContent();
    expect(modals.getState().content).toBeNull();
  });

  it('closes without reloading when nothing was completed', () => {
    const { modals, reload } = store();
    modals.openContent({ view: 'text', title: 'Om os' });
    modals.closeContent();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a completed view sets isModalValid and its data; closing resets the counter and reloads once', () => {
    const { modals, reload, storage } = storeWith();
    modals.openContent({ view: 'text', title: 'Lås op' });
    modals.completeContent('1042', { materialId: 'mat-1' });
    expect(modals.getState().isModalValid).toEqual({ valid: true, PageId: '1042' });
    expect(modals.getState().contentModalReturnData).toEqual({ materialId: 'mat-1' });
    expect(modals.getState().reloadCounter).toBe(1);
    modals.closeContent();
    modals.closeContent();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(modals.getState().reloadCounter).toBe(0);
    expect(modals.getState().content).toBeNull();
    expect(storage.items.size).toBe(1);
  });

  it('hands the returned data to the reloaded page once, and only to the page it was completed on', () => {
    const { modals, storage } = storeWith();
    modals.openContent({ view: 'text', title: 'Lås op' });
    modals.completeContent('1042', { materialId: 'mat-1' });
    modals.closeContent();
    // The reloaded page: a new store over the same tab storage.
    const after = createModalStore({ reload: vi.fn(), storage: () => storage });
    expect(after.takeContentModalReturn('999')).toBeNull();
    expect(after.takeContentModalReturn('1042')).toEqual({ materialId: 'mat-1' });
    expect(after.takeContentModalReturn('1042')).toBeNull();
  });

  it('ignores kept data that is not a valid result', () => {
    const { storage } = storeWith();
    storage.setItem('fis-content-modal-return', '{"isModalValid":{"valid":false,"PageId":"1"},"data":{}}');
    const after = createModalStore({ reload: vi.fn(), storage: () => storage });
    expect(after.takeContentModalReturn('1')).toBeNull();
    storage.setItem('fis-content-modal-return', 'not json');
    expect(after.takeContentModalReturn('1')).toBeNull();
  });
});

describe('confirmation dialog', () => {
  it('opens with Danish default button texts', () => {
    const { modals } = store();
    void modals.confirm({ title: 'Slet institution', message: 'Er du sikker?' }).catch(() => undefined);
    expect(modals.getState().confirm).toEqual({
      title: 'Slet institution',
      message: 'Er du sikker?',
      confirmText: 'Bekræft',
      cancelText: 'Annuller',
    });
  });

  it('resolves the decision and closes on confirm', async () => {
    const { modals } = store();
    const decision = modals.confirm({
      title: 'Forlad forløb',
      message: 'Vil du forlade forløbet?',
      confirmText: 'Forlad',
    });
    expect(modals.getState().confirm?.confirmText).toBe('Forlad');
    modals.confirmAccept();
    await expect(decision).resolves.toBeUndefined();
    expect(modals.getState().confirm).toBeNull();
  });

  it('rejects the decision and closes on cancel or close', async () => {
    const { modals } = store();
    const decision = modals.confirm({ title: 'Forlad forløb', message: 'Vil du forlade forløbet?' });
    modals.confirmCancel();
    const reason: unknown = await decision.catch((error: unknown) => error);
    expect(isConfirmCancelled(reason)).toBe(true);
    expect(modals.getState().confirm).toBeNull();
  });

  it('settles a decision only once, however often the person clicks', async () => {
    const { modals } = store();
    const decision = modals.confirm({ title: 'Godkend', message: 'Godkend institutionen?' });
    modals.confirmAccept();
    modals.confirmCancel();
    await expect(decision).resolves.toBeUndefined();
  });

  it('rejects an open question when a new one is asked', async () => {
    const { modals } = store();
    const first = modals.confirm({ title: 'Første', message: '?' });
    const second = modals.confirm({ title: 'Anden', message: '?' });
    await expect(first).rejects.toSatisfy(isConfirmCancelled);
    expect(modals.getState().confirm?.title).toBe('Anden');
    modals.confirmAccept();
    await expect(second).resolves.toBeUndefined();
  });
});
