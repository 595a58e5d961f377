import { Tooltip, TooltipAnchor, TooltipProvider, useTooltipContext } from '@ariakit/react';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { TooltipButtonProps } from './tooltip-button';
import * as styles from './tooltip-button.css';

/**
 * The button with its Ariakit tooltip. The delays and offset are the product's (SPEC.md §9):
 * open after 700 ms, 300 ms skip delay between neighbouring tooltips, 4 px from the button.
 * Default export for React.lazy (see tooltip-button.tsx).
 */
const SHOW_TIMEOUT_MS = 700;

/**
 * This button replaced a plain one under the pointer, and Ariakit only starts its delay on the
 * next pointer move: start it now, as if the tooltip had been there all along.
 */
function ShowWhileHovered({ buttonRef }: { buttonRef: RefObject<HTMLButtonElement | null> }) {
  const tooltip = useTooltipContext();
  useEffect(() => {
    const timer = setTimeout(() => {
      if (buttonRef.current?.matches(':hover')) tooltip?.show();
    }, SHOW_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [tooltip, buttonRef]);
  return null;
}

export default function AriakitTooltipButton({
  label,
  children,
  type = 'button',
  restoreFocus,
  pointerOver,
  ...buttonProps
}: TooltipButtonProps & { restoreFocus: boolean; pointerOver: boolean }) {
  const buttonRef = useRef<HTMLButtonElement>(null);

  // This button replaced a plain one that had focus; keyboard users keep their place. Only when
  // focus went with the plain button: a visitor who has moved on meanwhile keeps where they are.
  useLayoutEffect(() => {
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (restoreFocus && focusLost) buttonRef.current?.focus();
  }, [restoreFocus]);

  return (
    <TooltipProvider showTimeout={SHOW_TIMEOUT_MS} skipTimeout={300}>
      {pointerOver && <ShowWhileHovered buttonRef={buttonRef} />}
      <TooltipAnchor render={<button ref={buttonRef} type={type} aria-label={label} {...buttonProps} />}>
        {children}
      </TooltipAnchor>
      <Tooltip gutter={4} className={styles.tooltip}>
        {label}
      </Tooltip>
    </TooltipProvider>
  );
}
