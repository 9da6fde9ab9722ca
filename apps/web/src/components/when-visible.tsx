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
  // Where the browser cannot tell what is visible, the part shows at once.
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
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
