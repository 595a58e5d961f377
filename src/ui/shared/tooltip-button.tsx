import { lazy, Suspense, useRef, useSyncExternalStore, type ButtonHTMLAttributes, type ReactNode } from 'react';

export type TooltipButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** Shown as the tooltip and used as the button's accessible name. */
  label: string;
  children: ReactNode;
};

const AriakitTooltipButton = lazy(() => import('./ariakit-tooltip-button'));

// Ariakit's tooltip (with its positioning engine) is a sixth of the widget's code, and a tooltip
// only ever shows 700 ms after a pointer or focus arrives. So every tooltip button starts as a
// plain, already labelled button, and the first pointer or key in the chat (or focus on any of
// the buttons) loads the tooltips for all of them — well within the 700 ms.
let tooltipsWanted = false;
const listeners = new Set<() => void>();

/**
 * Loads the tooltips now. The chat panel calls this on the first key pressed or pointer inside it,
 * so the buttons are usually swapped before the visitor reaches them rather than under their finger.
 */
export function wantTooltips() {
  if (tooltipsWanted) return;
  tooltipsWanted = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An icon button named by its tooltip (SPEC.md §2 thread view: send, minimise, new window). */
export function TooltipButton(props: TooltipButtonProps) {
  const wanted = useSyncExternalStore(subscribe, () => tooltipsWanted, () => false);
  const focused = useRef(false);
  const pointerOver = useRef(false);
  const { label, children, type = 'button', ...buttonProps } = props;

  const plain = (
    <button
      type={type}
      aria-label={label}
      {...buttonProps}
      onPointerEnter={(event) => {
        pointerOver.current = true;
        wantTooltips();
        buttonProps.onPointerEnter?.(event);
      }}
      onPointerLeave={(event) => {
        pointerOver.current = false;
        buttonProps.onPointerLeave?.(event);
      }}
      onFocus={(event) => {
        focused.current = true;
        wantTooltips();
        buttonProps.onFocus?.(event);
      }}
      onBlur={(event) => {
        focused.current = false;
        buttonProps.onBlur?.(event);
      }}
    >
      {children}
    </button>
  );

  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <AriakitTooltipButton {...props} restoreFocus={focused.current} pointerOver={pointerOver.current} />
    </Suspense>
  );
}
