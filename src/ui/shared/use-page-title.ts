import { useEffect } from 'react';

/** Each page says what it is in the browser tab and to screen readers arriving on it. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = `${title} · Korero`;
  }, [title]);
}
