import { describe, expect, it, vi } from 'vitest';
import { connectToHost, createNewMessageCounter, readHostParams } from '../../src/embed/frame-bridge.ts';
import { FRAME_SOURCE, LOADER_SOURCE, PROTOCOL_VERSION } from '../../src/embed/protocol.ts';

const HOST = 'https://shop.example';

describe('readHostParams', () => {
  const hash = `#host=${encodeURIComponent(HOST)}&session=abc123`;
  it('reads the host origin and session the loader put in the frame URL', () => {
    expect(readHostParams(hash, { ancestorOrigins: [HOST] })).toEqual({ hostOrigin: HOST, session: 'abc123' });
    expect(readHostParams(hash, { referrer: `${HOST}/some/page` })).toEqual({ hostOrigin: HOST, session: 'abc123' });
  });
  it('refuses a host origin that is not the real embedding page', () => {
    expect(readHostParams(hash, { ancestorOrigins: ['https://evil.example'] })).toBeUndefined();
    expect(readHostParams(hash, { referrer: 'https://evil.example/' })).toBeUndefined();
  });
  it('refuses wildcards, paths and missing sessions', () => {
    expect(readHostParams('#host=*&session=abc', {})).toBeUndefined();
    expect(readHostParams(`#host=${encodeURIComponent(`${HOST}/`)}&session=abc`, {})).toBeUndefined();
    expect(readHostParams(`#host=${encodeURIComponent(HOST)}`, {})).toBeUndefined();
    expect(readHostParams('', {})).toBeUndefined();
  });
});

describe('createNewMessageCounter', () => {
  it('reports growth in messages that are not the visitor’s, never the history', () => {
    const report = vi.fn();
    const count = createNewMessageCounter(report);
    count('c1', [{ creator: 'CONTACT' }, { creator: 'AGENT' }]);
    count('c1', [{ creator: 'CONTACT' }, { creator: 'AGENT' }, { creator: 'CONTACT' }]);
    expect(report).not.toHaveBeenCalled();
    count('c1', [{ creator: 'CONTACT' }, { creator: 'AGENT' }, { creator: 'CONTACT' }, { creator: 'AGENT' }, { creator: 'USER' }]);
    expect(report).toHaveBeenCalledWith(2);
    count('c2', [{ creator: 'AGENT' }, { creator: 'AGENT' }, { creator: 'AGENT' }]);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('counts the first answer of a conversation started here (from no conversation)', () => {
    const report = vi.fn();
    const count = createNewMessageCounter(report);
    count('', []);
    count('', [{ creator: 'CONTACT' }]);
    count('new', [{ creator: 'CONTACT' }, { creator: 'AGENT' }]);
    expect(report).toHaveBeenCalledWith(1);
  });
});

function fakeWindow() {
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const parent = { postMessage: vi.fn() };
  const win = {
    parent,
    location: { hash: `#host=${encodeURIComponent(HOST)}&session=s1`, ancestorOrigins: [HOST] },
    document: { referrer: '', addEventListener: vi.fn(), removeEventListener: vi.fn() },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] ??= []).push(listener),
    removeEventListener: vi.fn(),
    open: vi.fn(),
  };
  const deliver = (data: unknown, origin = HOST, source: unknown = parent) => {
    for (const listener of listeners.message ?? []) listener({ data, origin, source });
  };
  return { win, parent, deliver };
}

describe('connectToHost', () => {
  const envelope = { source: LOADER_SOURCE, version: PROTOCOL_VERSION, session: 's1' };

  it('says ready to the exact host origin, then talks only after the loader’s hello', () => {
    const { win, parent, deliver } = fakeWindow();
    const focusTarget = { focus: vi.fn() };
    const bridge = connectToHost({ organisationId: 'org', theme: ['#000', '#fff', 'Org'], focusTarget: () => focusTarget as never }, win as never);
    expect(bridge.embedded).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { source: FRAME_SOURCE, version: PROTOCOL_VERSION, session: 's1', type: 'ready', organisationId: 'org', theme: ['#000', '#fff', 'Org'] },
      HOST,
    );
    bridge.requestMinimise();
    expect(parent.postMessage).toHaveBeenCalledTimes(1);

    // A forged hello from another origin or window changes nothing.
    deliver({ ...envelope, type: 'hello', open: true }, 'https://evil.example');
    deliver({ ...envelope, type: 'hello', open: true }, HOST, { other: true });
    expect(bridge.open).toBe(false);

    deliver({ ...envelope, type: 'hello', open: true });
    expect(bridge.open).toBe(true);
    expect(focusTarget.focus).toHaveBeenCalled();
    bridge.requestMinimise();
    expect(parent.postMessage).toHaveBeenLastCalledWith({ ...envelope, source: FRAME_SOURCE, type: 'minimise' }, HOST);

    const visibility = vi.fn();
    bridge.onVisibility(visibility);
    deliver({ ...envelope, type: 'visibility', open: false });
    expect(visibility).toHaveBeenCalledWith(false);

    bridge.observeMessages('c', [{ creator: 'AGENT' }]);
    bridge.observeMessages('c', [{ creator: 'AGENT' }, { creator: 'AGENT' }]);
    expect(parent.postMessage).toHaveBeenLastCalledWith({ ...envelope, source: FRAME_SOURCE, type: 'new-message', count: 1 }, HOST);

    bridge.openFullscreen('https://korero.example/org/fullscreen');
    expect(win.open).toHaveBeenCalledWith('https://korero.example/org/fullscreen', '_blank', 'noopener');
  });

  it('starts from the state the loader gave the server-rendered view it takes over', () => {
    const { win, parent } = fakeWindow();
    const focusTarget = { focus: vi.fn() };
    const bridge = connectToHost({ organisationId: 'org', focusTarget: () => focusTarget as never, handedOver: { open: true } }, win as never);
    expect(bridge.open).toBe(true);
    // The view already put the focus in; the bridge does not move it again.
    expect(focusTarget.focus).not.toHaveBeenCalled();
    // Escape (or minimise) works before the loader answers this bridge's own ready.
    const keydown = win.document.addEventListener.mock.calls.find(([type]) => type === 'keydown')![1] as (event: unknown) => void;
    keydown({ key: 'Escape' });
    expect(parent.postMessage).toHaveBeenLastCalledWith({ ...envelope, source: FRAME_SOURCE, type: 'minimise' }, HOST);

    const closed = connectToHost({ organisationId: 'org', handedOver: { open: false } }, fakeWindow().win as never);
    expect(closed.open).toBe(false);
  });

  it('is inert outside a loader’s iframe', () => {
    const { win, parent } = fakeWindow();
    const top = { ...win, parent: undefined as unknown };
    top.parent = top;
    const bridge = connectToHost({ organisationId: 'org' }, top as never);
    expect(bridge.embedded).toBe(false);
    bridge.requestMinimise();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
