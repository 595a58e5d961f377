import { Tooltip, TooltipAnchor, TooltipProvider } from '@ariakit/react';
import { useLayoutEffect, useRef } from 'react';
import type { TooltipButtonProps } from './tooltip-button';
import * as styles from './tooltip-button.css';

/**
 * The button with its Ariakit tooltip. The delays and offset are the product's (SPEC.md §9):
 * open after 700 ms, 300 ms skip delay between neighbouring tooltips, 4 px from the button.
 * Default export for React.lazy (see tooltip-button.tsx).
 */
export default function AriakitTooltipButton({
  label,
  children,
  type = 'button',
  restoreFocus,
  ...buttonProps
}: TooltipButtonProps & { restoreFocus: boolean }) {
  const buttonRef = useRef<HTMLButtonElement>(null);

  // This button replaced a plain one that had focus; keyboard users keep their place.
  useLayoutEffect(() => {
    if (restoreFocus) buttonRef.current?.focus();
  }, [restoreFocus]);

  return (
    <TooltipProvider showTimeout={700} skipTimeout={300}>
      <TooltipAnchor render={<button ref={buttonRef} type={type} aria-label={label} {...buttonProps} />}>
        {children}
      </TooltipAnchor>
      <Tooltip gutter={4} className={styles.tooltip}>
        {label}
      </Tooltip>
    </TooltipProvider>
  );
}
