import { describe, expect, it } from 'vitest';
import {
  FRAME_SOURCE,
  LOADER_SOURCE,
  PROTOCOL_VERSION,
  isExactOrigin,
  readFrameMessage,
  readLoaderMessage,
} from '../../src/embed/protocol.ts';

const KORERO = 'https://korero.example';
const frameWindow = { name: 'frame' };
const session = 's3ss10n';
const ready = { source: FRAME_SOURCE, version: PROTOCOL_VERSION, session, type: 'ready', organisationId: 'queenstown-adventures' };

describe('readFrameMessage (loader side)', () => {
  it('accepts a message from the frame window, on Korero’s origin, with the tag, version and session', () => {
    expect(readFrameMessage({ data: ready, origin: KORERO, source: frameWindow as never }, KORERO, frameWindow, session)).toEqual(ready);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a look-alike origin', { origin: 'https://korero.example.evil.example' }],
    ['another window', { source: { name: 'other' } }],
    ['no window', { source: null }],
    ['another tag', { data: { ...ready, source: LOADER_SOURCE } }],
    ['another version', { data: { ...ready, version: 2 } }],
    ['another session', { data: { ...ready, session: 'guess' } }],
    ['no data', { data: null }],
    ['a string', { data: 'ready' }],
  ])('ignores %s', (_label, change) => {
    const event = { data: ready, origin: KORERO, source: frameWindow, ...change };
    expect(readFrameMessage(event as never, KORERO, frameWindow, session)).toBeUndefined();
  });

  it('ignores everything before the frame exists', () => {
    expect(readFrameMessage({ data: ready, origin: KORERO, source: null }, KORERO, undefined, session)).toBeUndefined();
  });
});

describe('readLoaderMessage (frame side)', () => {
  const parent = { name: 'parent' };
  const hello = { source: LOADER_SOURCE, version: PROTOCOL_VERSION, session, type: 'hello', open: true };

  it('accepts the loader’s hello from the parent on the host origin', () => {
    expect(readLoaderMessage({ data: hello, origin: 'https://shop.example', source: parent as never }, 'https://shop.example', parent, session)).toEqual(hello);
  });

  it('ignores the frame’s own tag and other origins', () => {
    expect(readLoaderMessage({ data: { ...hello, source: FRAME_SOURCE }, origin: 'https://shop.example', source: parent as never }, 'https://shop.example', parent, session)).toBeUndefined();
    expect(readLoaderMessage({ data: hello, origin: 'https://evil.example', source: parent as never }, 'https://shop.example', parent, session)).toBeUndefined();
  });
});

describe('isExactOrigin', () => {
  it('accepts origins as browsers write them', () => {
    expect(isExactOrigin('https://shop.example')).toBe(true);
    expect(isExactOrigin('http://127.0.0.1:5173')).toBe(true);
  });
  it.each(['*', 'null', 'https://shop.example/', 'https://shop.example/page', 'javascript:alert(1)', 'HTTPS://SHOP.EXAMPLE', ''])('refuses %j', (value) => {
    expect(isExactOrigin(value)).toBe(false);
  });
});
