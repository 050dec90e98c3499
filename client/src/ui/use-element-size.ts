import { useEffect, useState, type RefObject } from 'react';

/** The element's content size in whole pixels, following its resizes (the canvases draw at this size). */
export function useElementSize(element: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new ResizeObserver(([entry]) =>
      setSize({ width: Math.floor(entry!.contentRect.width), height: Math.floor(entry!.contentRect.height) }),
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return size;
}
