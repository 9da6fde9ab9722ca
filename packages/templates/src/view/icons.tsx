// @jsxRuntime automatic
/** Small line icons; decorative, so hidden from assistive technology (the text beside them names the action). */

const common = {
  'aria-hidden': true,
  focusable: 'false',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function IconPin() {
  return (
    <svg {...common}>
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

export function IconCalendar() {
  return (
    <svg {...common}>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}

export function IconCopy() {
  return (
    <svg {...common}>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </svg>
  );
}

export function IconEnvelope() {
  return (
    <svg {...common}>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </svg>
  );
}

export function IconPlay() {
  return (
    <svg {...common}>
      <path d="M9 18V6l10-2v12" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="16.5" cy="16" r="2.5" />
    </svg>
  );
}

export function IconPause() {
  return (
    <svg {...common}>
      <path d="M9 5v14M15 5v14" strokeWidth="2.4" />
    </svg>
  );
}

export function IconLive() {
  return (
    <svg {...common}>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="m16 10 5-3v10l-5-3" />
    </svg>
  );
}

export function IconGift() {
  return (
    <svg {...common}>
      <rect x="3.5" y="9" width="17" height="11" rx="1.5" />
      <path d="M3.5 13h17M12 9v11M12 9c-1.5-4-6-4-5.5-1.5S12 9 12 9Zm0 0c1.5-4 6-4 5.5-1.5S12 9 12 9Z" />
    </svg>
  );
}
