import { describe, expect, it } from 'vitest';
import {
  LOOPBACK_SOURCES,
  exactOrigin,
  frameAncestors,
  frameOrganisationId,
  isLoopbackOrigin,
  mayEmbed,
  themesExpression,
} from '../../server/embed/framing.ts';

describe('frameOrganisationId', () => {
  it('reads the organisation of a frame URL', () => {
    expect(frameOrganisationId('/harbourside-dental/frame')).toBe('harbourside-dental');
    expect(frameOrganisationId('/harbourside-dental/frame/?x=1')).toBe('harbourside-dental');
    expect(frameOrganisationId('/a%20b/frame')).toBe('a b');
  });
  it('is undefined for other pages', () => {
    expect(frameOrganisationId('/harbourside-dental/widget')).toBeUndefined();
    expect(frameOrganisationId('/frame')).toBeUndefined();
    expect(frameOrganisationId('/a/b/frame')).toBeUndefined();
    expect(frameOrganisationId('/%E0%A4%A/frame')).toBeUndefined();
  });
});

describe('frameAncestors', () => {
  it('names Korero itself and the organisation’s allowed origins', () => {
    expect(frameAncestors({ allowedOrigins: ['https://shop.example'], allowLoopback: false })).toEqual(["'self'", 'https://shop.example']);
  });
  it('adds localhost and 127.0.0.1 on any port in development', () => {
    expect(frameAncestors({ allowedOrigins: [], allowLoopback: true })).toEqual(["'self'", ...LOOPBACK_SOURCES]);
  });
  it('drops entries that are not exact origins, so the table cannot inject CSP', () => {
    const sources = frameAncestors({
      allowedOrigins: ['https://ok.example', "https://a.example; script-src 'unsafe-inline'", '*', 'https://b.example/path', 42, null],
      allowLoopback: false,
    });
    expect(sources).toEqual(["'self'", 'https://ok.example']);
  });
});

describe('mayEmbed', () => {
  const policy = { allowedOrigins: ['https://shop.example'], allowLoopback: true };
  it('follows the same rule as frame-ancestors', () => {
    expect(mayEmbed('https://shop.example', policy)).toBe(true);
    expect(mayEmbed('http://localhost:5173', policy)).toBe(true);
    expect(mayEmbed('http://127.0.0.1:8080', policy)).toBe(true);
    expect(mayEmbed('http://127.0.0.2:8080', policy)).toBe(false);
    expect(mayEmbed('http://localhost:5173', { ...policy, allowLoopback: false })).toBe(false);
    expect(mayEmbed('https://evil.example', policy)).toBe(false);
  });
});

describe('origins', () => {
  it('exactOrigin and isLoopbackOrigin', () => {
    expect(exactOrigin('https://shop.example')).toBe('https://shop.example');
    expect(exactOrigin('https://shop.example/')).toBeUndefined();
    expect(exactOrigin('ftp://shop.example')).toBeUndefined();
    expect(isLoopbackOrigin('http://127.0.0.1:3000')).toBe(true);
    expect(isLoopbackOrigin('http://127.0.0.2:3000')).toBe(false);
    expect(isLoopbackOrigin('http://localhost.evil.example')).toBe(false);
  });
});

describe('themesExpression', () => {
  it('maps organisations to [bubble colour, text colour, name]', () => {
    const expression = themesExpression([{ id: 'harbourside-dental', name: 'Harbourside Dental', chatBubbleColor: '#2f7d6d', chatTextColor: '#ffffff' }]);
    expect(JSON.parse(expression)).toEqual({ 'harbourside-dental': ['#2f7d6d', '#fff', 'Harbourside Dental'] });
  });
  it('is safe to splice into a script and keeps colours to colour syntax', () => {
    const expression = themesExpression([
      { id: 'x</script>', name: 'A\u2028B <b>', chatBubbleColor: 'red;}body{display:none', chatTextColor: 'rgb(1, 2, 3)' },
    ]);
    expect(expression).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(expression)).toEqual({ 'x</script>': ['#6ea9d7', 'rgb(1, 2, 3)', 'A\u2028B <b>'] });
  });
});
