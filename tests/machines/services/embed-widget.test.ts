import { describe, expect, it } from 'vitest';
import { embedScriptUrl } from '../../../src/services/embed-widget.ts';

describe('the widget demo page’s embed.js address', () => {
  it('is on the page’s own origin with the default API base', () => {
    expect(embedScriptUrl('/api', 'https://korero.example/queenstown-adventures/widget')).toBe('https://korero.example/embed.js');
  });

  it('follows a configured API base to its Korero server, under a path too', () => {
    expect(embedScriptUrl('https://chat.example.org/api', 'https://demo.example/widget')).toBe('https://chat.example.org/embed.js');
    expect(embedScriptUrl('https://example.org/korero/api/', 'https://demo.example/widget')).toBe('https://example.org/korero/embed.js');
  });
});
