import type { SVGProps } from 'react';

export type IconName = 'send' | 'minimise' | 'open-in-new-window' | 'user' | 'loading' | 'alert' | 'close' | 'chat' | 'thumb-up' | 'thumb-down';

// Each icon is a 24×24 stroke drawing. They are decorative: the control that holds one names it.
const PATHS: Record<IconName, string> = {
  send: 'M4 12 20 4l-6 16-3-7-7-1Z M11 13l9-9',
  minimise: 'M5 12h14',
  'open-in-new-window': 'M14 4h6v6 M20 4l-9 9 M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z M4 20a8 8 0 0 1 16 0',
  loading: 'M12 3a9 9 0 1 0 9 9',
  alert: 'M12 3 2 20h20L12 3Z M12 10v4 M12 17h.01',
  close: 'M6 6l12 12 M18 6 6 18',
  chat: 'M4 5h16v11H9l-5 4V5Z',
  'thumb-up': 'M7 10v11 M7 10l4-8a2.5 2.5 0 0 1 3 3l-1 4h5.5a2 2 0 0 1 2 2.4l-1.5 7A2 2 0 0 1 17 21H4V10h3Z',
  'thumb-down': 'M17 14V3 M17 14l-4 8a2.5 2.5 0 0 1-3-3l1-4H5.5a2 2 0 0 1-2-2.4l1.5-7A2 2 0 0 1 7 3h13v11h-3Z',
};

type IconProps = SVGProps<SVGSVGElement> & { name: IconName; size?: number };

export function Icon({ name, size = 20, ...svgProps }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...svgProps}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
