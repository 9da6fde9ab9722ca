// @jsxRuntime automatic
import type { ReactNode } from 'react';
import { displayName, formatLongDate, guestAddress } from '../format';
import type { TSectionProps } from '../types';
import { IconEnvelope } from './icons';
import { Picture } from './picture';

/** The pieces every design's cover is built from; each design arranges and styles them its own way. */

/**
 * The couple's cover photo, or the drawing a design shows without one. It is above the fold, so it loads
 * at once; `frameClassName` wraps it for designs that crop it in a shape.
 */
export function CoverPhoto({
  m,
  sizes,
  className,
  frameClassName,
  fallback = null,
}: TSectionProps & { sizes: string; className?: string; frameClassName?: string; fallback?: ReactNode }) {
  const photo = m.content.coverPhoto;
  if (!photo?.key) return fallback;
  const picture = (
    <Picture m={m} image={photo} fallbackAlt={m.coupleShort} eager sizes={sizes} className={className} />
  );
  return frameClassName ? <div className={frameClassName}>{picture}</div> : picture;
}

/** "Kepada Yth." with the guest's salutation and name; the general link names nobody. */
export function CoverGuest({ m }: TSectionProps) {
  const name = guestAddress(m.props.guest);
  return (
    <div className="inv-to">
      <p className="inv-to-label">{m.t.dear}</p>
      <p className="inv-to-name">{name || m.t.dearGeneral}</p>
      {name && <p className="inv-to-note">{m.t.nameApology}</p>}
    </div>
  );
}

export function OpenButton({ m }: TSectionProps) {
  return (
    <a className="inv-btn inv-open" href="#mulai" data-open="">
      <IconEnvelope />
      {m.t.open}
    </a>
  );
}

/** The couple's names in the order they chose, as spans each design lays out its own way. */
export function CoupleNames({ m }: TSectionProps) {
  const a = displayName(m.first?.person);
  const b = displayName(m.second?.person);
  return (
    <>
      {a && <span className="inv-name-a">{a}</span>}
      {a && b && <span className="inv-amp"> &amp; </span>}
      {b && <span className="inv-name-b">{b}</span>}
    </>
  );
}

/** The cover's heading: the couple's names, which each design sets large its own way. */
export function CoverTitle({ m, className }: TSectionProps & { className: string }) {
  return (
    <h1 className={className}>
      <CoupleNames m={m} />
    </h1>
  );
}

export function MainDate({ m }: TSectionProps) {
  const date = m.mainEvent?.date;
  return date ? <p className="inv-cover-date">{formatLongDate(date, m.t)}</p> : null;
}
