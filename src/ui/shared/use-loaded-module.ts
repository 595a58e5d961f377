import { useEffect, useState } from 'react';

/**
 * A module loaded on demand, or null until it has arrived. Not React.lazy: revealing a Suspense
 * boundary's content waits on a timer (React's fallback throttle), which a page's paused clock
 * would hold forever; a state update does not.
 */
export function loadOnce<T>(load: () => Promise<T>): { loaded: () => T | null; load: () => Promise<T> } {
  let module: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    loaded: () => module,
    load: () => (loading ??= load().then((value) => (module = value))),
  };
}

export function useLoadedModule<T>(source: ReturnType<typeof loadOnce<T>>): T | null {
  const [module, setModule] = useState<T | null>(source.loaded);
  useEffect(() => {
    if (module) return;
    let live = true;
    void source.load().then((value) => live && setModule(() => value));
    return () => {
      live = false;
    };
  }, [module, source]);
  return module;
}
