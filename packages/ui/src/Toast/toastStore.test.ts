import { describe, expect, it, vi } from 'vitest';
import { createToastStore, toast, toastStore } from './toastStore';

const messagesOf = (store: ReturnType<typeof createToastStore>) =>
  store.getSnapshot().map((entry) => entry.message);

describe('toast store', () => {
  it('adds a toast with its tone, message and duration and returns its id', () => {
    const store = createToastStore();
    const id = store.show('success', 'Gespeichert', { duration: 3000 });
    expect(store.getSnapshot()).toEqual([
      { id, tone: 'success', message: 'Gespeichert', duration: 3000, version: 0, open: true },
    ]);
  });

  it('gives every toast without an id its own id', () => {
    const store = createToastStore();
    const first = store.show('info', 'Eins');
    const second = store.show('info', 'Eins');
    expect(first).not.toBe(second);
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it('puts the newest toast first', () => {
    const store = createToastStore();
    store.show('info', 'Eins');
    store.show('error', 'Zwei');
    store.show('success', 'Drei');
    expect(messagesOf(store)).toEqual(['Drei', 'Zwei', 'Eins']);
  });

  it('replaces a toast with the same id in its place and counts the replacement', () => {
    const store = createToastStore();
    store.show('info', 'Wird gespeichert', { id: 'data-submit' });
    store.show('info', 'Andere');
    store.show('success', 'Gespeichert', { id: 'data-submit' });
    expect(messagesOf(store)).toEqual(['Andere', 'Gespeichert']);
    expect(store.getSnapshot()[1]).toMatchObject({
      id: 'data-submit',
      tone: 'success',
      version: 1,
      open: true,
    });
  });

  it('reopens a closing toast when its id is shown again', () => {
    const store = createToastStore();
    store.show('error', 'Fehler', { id: 'data-fetch' });
    store.dismiss('data-fetch');
    store.show('error', 'Fehler', { id: 'data-fetch' });
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ open: true, version: 1 })]);
  });

  it('drops the oldest toasts beyond the limit', () => {
    const store = createToastStore(3);
    for (const message of ['1', '2', '3', '4', '5']) store.show('info', message);
    expect(messagesOf(store)).toEqual(['5', '4', '3']);
  });

  it('applies a lower limit at once', () => {
    const store = createToastStore();
    for (const message of ['1', '2', '3']) store.show('info', message);
    store.setLimit(1);
    expect(messagesOf(store)).toEqual(['3']);
  });

  it('does not count closing toasts against the limit', () => {
    const store = createToastStore(2);
    const first = store.show('info', '1');
    store.show('info', '2');
    store.dismiss(first);
    store.show('info', '3');
    expect(messagesOf(store)).toEqual(['3', '2', '1']);
  });

  it('closes one toast by id, then removes it', () => {
    const store = createToastStore();
    const id = store.show('info', 'Eins');
    store.show('info', 'Zwei');
    store.dismiss(id);
    expect(store.getSnapshot().map((entry) => [entry.message, entry.open])).toEqual([
      ['Zwei', true],
      ['Eins', false],
    ]);
    store.remove(id);
    expect(messagesOf(store)).toEqual(['Zwei']);
  });

  it('closes every toast without an id', () => {
    const store = createToastStore();
    store.show('info', 'Eins');
    store.show('error', 'Zwei');
    store.dismiss();
    expect(store.getSnapshot().every((entry) => !entry.open)).toBe(true);
  });

  it('clears every toast', () => {
    const store = createToastStore();
    store.show('info', 'Eins');
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('tells subscribers about changes and keeps the snapshot stable otherwise', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const empty = store.getSnapshot();
    store.dismiss('unknown');
    store.remove('unknown');
    expect(store.getSnapshot()).toBe(empty);
    expect(listener).not.toHaveBeenCalled();
    store.show('info', 'Eins');
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    store.show('info', 'Zwei');
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('toast', () => {
  it('says whether a toast is showing and tells a subscriber when one comes and goes', () => {
    const listener = vi.fn();
    const unsubscribe = toast.subscribe(listener);
    expect(toast.isShowing()).toBe(false);
    const id = toast.success('Hofdaten gespeichert.');
    expect(toast.isShowing()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    toastStore.clear();
    expect(toast.isShowing()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast.dismiss(id);
  });
});
