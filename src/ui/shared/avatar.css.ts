import { style } from '@vanilla-extract/css';
import { organisationColours, palette } from './theme.css';

export const avatar = style({
  width: 32,
  height: 32,
  flexShrink: 0,
  borderRadius: '50%',
  overflow: 'hidden',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: organisationColours.chatBubbleColor,
  color: organisationColours.chatTextColor,
  fontSize: '0.75rem',
  fontWeight: 700,
  border: `1px solid ${palette.border}`,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain', background: palette.surface });
