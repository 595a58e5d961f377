import { style } from '@vanilla-extract/css';
import { palette } from '../shared/theme.css';

export const loading = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
});

export const loadingText = style({ display: 'inline-flex', alignItems: 'center', gap: 10, color: palette.mutedText, fontSize: '1.1rem' });

export const demo = style({
  maxWidth: 1120,
  margin: '0 auto',
  padding: '32px 24px',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 440px)',
  gap: 32,
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 820px)': { gridTemplateColumns: 'minmax(0, 1fr)', padding: '20px 12px', gap: 20 },
  },
});

export const about = style({ display: 'flex', flexDirection: 'column', gap: 12 });

export const brand = style({ display: 'flex', alignItems: 'center', gap: 14 });

export const logo = style({ width: 64, height: 64, objectFit: 'contain', flexShrink: 0 });

export const name = style({ margin: 0, fontSize: '1.9rem', lineHeight: 1.2 });

export const description = style({ margin: 0, fontSize: '1.05rem', color: palette.mutedText });

export const sectionHeading = style({ margin: '12px 0 0', fontSize: '1.3rem' });

export const paragraph = style({ margin: 0 });

export const chatFrame = style({
  height: 'min(680px, calc(100vh - 64px))',
  minHeight: 480,
  borderRadius: 14,
  border: `1px solid ${palette.border}`,
  boxShadow: '0 8px 24px rgba(29, 36, 51, 0.08)',
  overflow: 'hidden',
  position: 'sticky',
  top: 32,
  '@media': { 'screen and (max-width: 820px)': { position: 'static', height: '78vh' } },
});

/** The frame of an organisation that cannot be loaded (assistant-unavailable.tsx). */
export const unavailable = style({ maxWidth: 320, padding: 24, textAlign: 'center', display: 'flex', flexDirection: 'column', gap: 8 });
export const unavailableHeading = style({ margin: 0, fontSize: '1.2rem' });
export const unavailableMinimise = style({ position: 'absolute', top: 8, right: 8 });
