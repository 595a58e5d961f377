// The organisation's colours made readable (src/contract/colour-contrast.ts): the launcher's icon
// 3:1, the bubble's text 4.5:1, an edge 3:1 against the light and the dark surface.
import { describe, expect, it } from 'vitest';
import { CONTROL_CONTRAST, TEXT_CONTRAST, contrastRatio, launcherColour, withContrast } from '../../src/contract/colour-contrast.ts';
import { DEFAULT_CHAT_BUBBLE_COLOR, DEFAULT_CHAT_TEXT_COLOR } from '../../src/contract/contract.ts';

describe('colour contrast', () => {
  it('the default launcher, white on #6ea9d7, is 2.5:1: darkened until its icon has 3:1', () => {
    expect(contrastRatio(DEFAULT_CHAT_BUBBLE_COLOR, DEFAULT_CHAT_TEXT_COLOR)).toBeLessThan(3);
    const launcher = launcherColour(DEFAULT_CHAT_BUBBLE_COLOR, DEFAULT_CHAT_TEXT_COLOR);
    expect(contrastRatio(launcher, DEFAULT_CHAT_TEXT_COLOR)).toBeGreaterThanOrEqual(CONTROL_CONTRAST);
    // Just enough: still the brand's blue, not black.
    expect(contrastRatio(launcher, DEFAULT_CHAT_TEXT_COLOR)).toBeLessThan(3.5);
    // The loader's own default is that colour.
    expect(launcher).toBe('#6398c2');
  });

  it('lightens under dark text, keeps a colour that already passes, and leaves what is no hex colour', () => {
    const light = withContrast('#6ea9d7', '#000000', 10);
    expect(contrastRatio(light, '#000000')).toBeGreaterThanOrEqual(10);
    expect(withContrast('#2f7d6d', '#ffffff', TEXT_CONTRAST)).toBe('#2f7d6d');
    expect(withContrast('rebeccapurple', '#ffffff', TEXT_CONTRAST)).toBe('rebeccapurple');
  });

  it('an edge reaches 3:1 against a dark surface too', () => {
    const edge = withContrast('#1d2433', '#171b22', CONTROL_CONTRAST);
    expect(contrastRatio(edge, '#171b22')).toBeGreaterThanOrEqual(CONTROL_CONTRAST);
  });
});
