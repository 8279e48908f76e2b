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
  it('holds the chosen view and its properties, and toggles open and closed', () => {
    const { modals } = store();
    modals.toggleContent({ view: 'text', title: 'Om os', props: { text: 'Hej' } });
    expect(modals.getState().content).toEqual({ view: 'text', title: 'Om os', props: { text: 'Hej' } });
    modals.toggleContent({ view: 'text', title: 'Om os' });
    expect(modals.getState().content).toBeNull();
  });

  it('closes without reloading when no reload was asked for', () => {
    const { modals, reload } = store();
    modals.openContent({ view: 'text', title: 'Om os' });
    modals.closeContent();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the whole page once and resets the counter when the counter is above 0 at close', () => {
    const { modals, reload } = store();
    modals.openContent({ view: 'text', title: 'Tilmelding' });
    modals.requestReloadOnClose();
    modals.requestReloadOnClose();
    expect(modals.getState().reloadCounter).toBe(2);
    modals.closeContent();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(modals.getState().reloadCounter).toBe(0);
    expect(modals.getState().content).toBeNull();
  });

  it('does not reload again on a second close', () => {
    const { modals, reload } = store();
    modals.openContent({ view: 'text', title: 'Tilmelding' });
    modals.requestReloadOnClose();
    modals.closeContent();
    modals.closeContent();
    expect(reload).toHaveBeenCalledTimes(1);
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
