import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Shows `placeholder` until it comes within `rootMargin` of the viewport, then `children` for good:
 * heavy parts below the fold (the dashboard's charts) download only when the user scrolls to them.
 */
export function WhenVisible({
  placeholder,
  children,
  rootMargin = '100px',
}: {
  placeholder: ReactNode;
  children: ReactNode;
  rootMargin?: string;
}) {
  const [shown, setShown] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, rootMargin]);

  return shown ? children : <div ref={ref}>{placeholder}</div>;
}
