// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FaultStore } from './faults.ts';

const target = { method: 'GET', path: '/dist/chunks/menu-a.js', session: 's1' };

describe('FaultStore', () => {
  it('matches by path glob, method (any case) and session; null session means every session', () => {
    const store = new FaultStore();
    store.add({ path: '/dist/chunks/menu-*.js', status: 404, session: 's2' });
    expect(store.take(target)).toBeUndefined();
    store.add({ path: '/dist/chunks/menu-*.js', status: 500, method: 'post' });
    expect(store.take(target)).toBeUndefined();
    expect(store.take({ ...target, method: 'POST' })).toMatchObject({ status: 500, method: 'POST', session: null });
    expect(store.take({ ...target, session: 's2' })).toMatchObject({ status: 404, session: 's2' });
  });

  it('applies the newest matching fault', () => {
    const store = new FaultStore();
    store.add({ path: '/x', status: 500 });
    const newest = store.add({ path: '/x', status: 503 });
    expect(store.take({ method: 'GET', path: '/x', session: null })?.id).toBe(newest.id);
  });

  it('removes a fault once it has been applied `times` times', () => {
    const store = new FaultStore();
    store.add({ path: '/x', status: 500, times: 2 });
    const request = { method: 'GET', path: '/x', session: null };
    expect(store.take(request)?.times).toBe(2);
    expect(store.take(request)?.times).toBe(1);
    expect(store.take(request)).toBeUndefined();
    expect(store.list()).toEqual([]);
  });

  it('lists, removes and clears by session', () => {
    const store = new FaultStore();
    const a = store.add({ path: '/a', status: 500, session: 's1' });
    store.add({ path: '/b', status: 500, session: 's2' });
    store.add({ path: '/c', status: 500 });
    expect(store.list('s1').map((fault) => fault.id)).toEqual([a.id]);
    expect(store.clear('s2')).toBe(1);
    expect(store.remove(a.id)).toBe(true);
    expect(store.remove(a.id)).toBe(false);
    expect(store.list().map((fault) => fault.path)).toEqual(['/c']);
    expect(store.clear()).toBe(1);
  });
});
