// @jsxRuntime automatic
import type { ReactNode } from 'react';
import { eventStartUtc, HOME_PAGE_PATH } from '@undangin/shared';
import { displayName, formatDate, guestAddress } from '../format';
import type { TPageModel, TSectionProps, TTemplateDefinition } from '../types';
import { instagramUrl, safeHref } from '../url';
import { CoupleNames } from './cover-parts';
import { EventList } from './event-list';
import { galleryImages } from './gallery-list';
import { IconCopy, IconGift, IconLive, IconPause, IconPlay } from './icons';
import { Picture } from './picture';

/**
 * Sections every template shares; templates restyle them and bring their own cover, events and gallery
 * (built from cover-parts, event-list and gallery-list).
 */

type TSectionFrameProps = {
  id: string;
  className: string;
  title: string;
  Ornament: TTemplateDefinition['Ornament'];
  children: ReactNode;
};

/** A titled section with the design's ornament under its heading. */
export function Section({ id, className, title, Ornament, children }: TSectionFrameProps) {
  return (
    <section id={id} className={`inv-sec ${className}`} aria-labelledby={`${id}-h`}>
      <div className="inv-wrap inv-reveal">
        <header className="inv-head">
          <h2 id={`${id}-h`}>{title}</h2>
          <Ornament />
        </header>
        {children}
      </div>
    </section>
  );
}

function parentsLine(m: TPageModel, role: 'bride' | 'groom', father?: string, mother?: string) {
  const names = [
    father?.trim() && `${m.t.mr} ${father.trim()}`,
    mother?.trim() && `${m.t.mrs} ${mother.trim()}`,
  ].filter(Boolean);
  if (names.length === 0) return null;
  return (
    <p className="inv-parents">
      {role === 'bride' ? m.t.daughterOf : m.t.sonOf}
      <br />
      {names.join(' & ')}
    </p>
  );
}

function Person({ m, entry }: TSectionProps & { entry: NonNullable<TPageModel['first']> }) {
  const { person, role } = entry;
  const instagram = instagramUrl(person.instagram);
  return (
    <article className={`inv-person inv-person-${role}`}>
      <Picture
        m={m}
        image={person.photo}
        fallbackAlt={person.fullName || (role === 'bride' ? m.t.bride : m.t.groom)}
        className="inv-person-photo"
        sizes="(min-width: 600px) 260px, 60vw"
      />
      <p className="inv-person-role">{role === 'bride' ? m.t.bride : m.t.groom}</p>
      <h3 className="inv-person-name">{person.fullName || displayName(person)}</h3>
      {parentsLine(m, role, person.father, person.mother)}
      {instagram && (
        <a className="inv-ig" href={instagram} target="_blank" rel="noopener noreferrer">
          {m.t.instagram(person.instagram!.replace(/^@/, ''))}
        </a>
      )}
    </article>
  );
}

export function CoupleSection({ m, template }: TSectionProps & { template: TTemplateDefinition }) {
  if (!m.first && !m.second) return null;
  const greeting = template.greeting?.(m) ?? { lead: m.t.greetingLead, text: m.t.greetingText };
  return (
    <section id="mempelai" className="inv-sec inv-couple" aria-labelledby="mempelai-h">
      <div className="inv-wrap inv-reveal">
        {greeting.salam && <p className="inv-salam">{greeting.salam}</p>}
        <h2 id="mempelai-h" className="inv-sr">
          {m.t.couple}
        </h2>
        <p className="inv-lead">{greeting.lead}</p>
        <p className="inv-greet">{greeting.text}</p>
        <template.Ornament />
        <div className="inv-persons">
          {m.first && <Person m={m} entry={m.first} />}
          {m.first && m.second && (
            <p className="inv-persons-amp" aria-hidden="true">
              &amp;
            </p>
          )}
          {m.second && <Person m={m} entry={m.second} />}
        </div>
      </div>
    </section>
  );
}

export function QuoteSection({ m }: TSectionProps) {
  const quote = m.content.openingQuote;
  if (!quote?.text?.trim()) return null;
  return (
    <section className="inv-sec inv-quote" aria-label={quote.source?.trim() || m.t.couple}>
      <figure className="inv-wrap inv-reveal">
        <blockquote>
          <p>{quote.text}</p>
        </blockquote>
        {quote.source?.trim() && <figcaption>{quote.source}</figcaption>}
      </figure>
    </section>
  );
}

function countdownParts(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    d: Math.floor(total / 86_400),
    h: Math.floor((total % 86_400) / 3600),
    m: Math.floor((total % 3600) / 60),
    s: total % 60,
  };
}

/** Counts to the first event's start in its own time zone; the page script keeps it ticking. */
export function Countdown({ m }: TSectionProps) {
  const target = m.mainEvent ? eventStartUtc(m.mainEvent) : undefined;
  if (target === undefined) return null;
  const left = target - m.now;
  const parts = countdownParts(left);
  const units = ['d', 'h', 'm', 's'] as const;
  return (
    <div className="inv-countdown" data-countdown={String(target)}>
      <div className="inv-count" hidden={left <= 0} role="timer" aria-label={m.t.saveTheDate}>
        {units.map((unit) => (
          <div className="inv-count-cell" key={unit}>
            <span className="inv-count-num" data-unit={unit}>
              {String(parts[unit]).padStart(2, '0')}
            </span>
            <span className="inv-count-label">{m.t.units[unit]}</span>
          </div>
        ))}
      </div>
      <p className="inv-count-done" hidden={left > 0}>
        {m.t.countdownDone}
      </p>
    </div>
  );
}

export function EventsSection({ m, template }: TSectionProps & { template: TTemplateDefinition }) {
  if (m.events.length === 0) return null;
  return (
    <Section id="acara" className="inv-events" title={m.t.events} Ornament={template.Ornament}>
      <Countdown m={m} />
      <EventList m={m} {...template.events} />
    </Section>
  );
}

export function LiveStreamSection({ m, template }: TSectionProps & { template: TTemplateDefinition }) {
  const url = safeHref(m.content.liveStreamUrl);
  if (!url) return null;
  return (
    <Section id="siaran" className="inv-live" title={m.t.liveStream} Ornament={template.Ornament}>
      <p>{m.t.liveStreamText}</p>
      <div className="inv-actions">
        <a className="inv-btn" href={url} target="_blank" rel="noopener noreferrer">
          <IconLive />
          {m.t.watch}
        </a>
      </div>
    </Section>
  );
}

export function DressCodeSection({ m, template }: TSectionProps & { template: TTemplateDefinition }) {
  const dress = m.content.dressCode;
  const colors = (dress?.colors ?? []).filter((color) => /^#[0-9A-Fa-f]{6}$/.test(color));
  if (!dress?.text?.trim() && colors.length === 0) return null;
  return (
    <Section id="dresscode" className="inv-dress" title={m.t.dressCode} Ornament={template.Ornament}>
      {dress?.text?.trim() && <p>{dress.text}</p>}
      {colors.length > 0 && (
        <ul className="inv-swatches">
          {colors.map((color, index) => (
            <li key={`${color}-${index}`}>
              <span className="inv-swatch" style={{ background: color }} />
              <span className="inv-sr">{m.t.color(color)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function LoveStorySection({ m, template }: TSectionProps & { template: TTemplateDefinition }) {
  const entries = (m.content.loveStory ?? []).filter((entry) => entry.title?.trim() || entry.text?.trim());
  if (entries.length === 0) return null;
  return (
    <Section id="kisah" className="inv-story-sec" title={m.t.loveStory} Ornament={template.Ornament}>
      <ol className="inv-story">
        {entries.map((entry, index) => (
          <li className="inv-story-item" key={entry.id ?? index}>
            <Picture
              m={m}
              image={entry.photo}
              fallbackAlt={entry.title || m.t.photo(index + 1)}
              className="inv-story-photo"
              sizes="(min-width: 600px) 480px, 90vw"
            />
            {entry.date?.trim() && <p className="inv-story-date">{entry.date}</p>}
            {entry.title?.trim() && <h3 className="inv-story-title">{entry.title}</h3>}
            {entry.text?.trim() && <p className="inv-story-text">{entry.text}</p>}
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function GallerySection({ m, template }: TSectionProps & { template: TTemplateDefinition }) {
  if (galleryImages(m).length === 0) return null;
  return (
    <Section id="galeri" className="inv-gallery-sec" title={m.t.gallery} Ornament={template.Ornament}>
      <template.Gallery m={m} />
    </Section>
  );
}

function CopyButton({ m, value, label }: TSectionProps & { value: string; label: string }) {
  return (
    <button
      type="button"
      className="inv-btn inv-btn-sm inv-btn-ghost inv-copy"
      data-copy={value}
      aria-label={label}
      hidden
    >
      <IconCopy />
      <span>{m.t.copy}</span>
    </button>
  );
}

export function GiftsSection({ m, template }: TSectionProps & { template: TTemplateDefinition }) {
  const accounts = (m.content.giftAccounts ?? []).filter(
    (account) => account.number?.trim() && account.provider?.trim(),
  );
  const address = m.content.giftAddress;
  const hasAddress = Boolean(address?.address?.trim());
  if (accounts.length === 0 && !hasAddress) return null;
  return (
    <Section id="hadiah" className="inv-gifts" title={m.t.gifts} Ornament={template.Ornament}>
      <p className="inv-gifts-text">{m.t.giftsText}</p>
      <ul className="inv-cards">
        {accounts.map((account, index) => (
          <li className="inv-card inv-gift" key={account.id ?? index}>
            <p className="inv-gift-type">{account.type === 'ewallet' ? m.t.ewallet : m.t.bank}</p>
            <h3 className="inv-gift-provider">{account.provider}</h3>
            <p className="inv-gift-number">{account.number}</p>
            {account.holder?.trim() && (
              <p className="inv-gift-holder">
                {m.t.holder} {account.holder}
              </p>
            )}
            <CopyButton
              m={m}
              value={account.number!.replace(/[\s.-]/g, '')}
              label={m.t.copyLabel(account.provider!)}
            />
          </li>
        ))}
        {hasAddress && (
          <li className="inv-card inv-gift">
            <p className="inv-gift-type">
              <IconGift /> {m.t.giftAddress}
            </p>
            {address?.recipient?.trim() && (
              <h3 className="inv-gift-provider">
                {m.t.recipient}: {address.recipient}
              </h3>
            )}
            <p className="inv-gift-address">{address!.address}</p>
            <CopyButton m={m} value={address!.address!} label={m.t.copyAddress} />
          </li>
        )}
      </ul>
    </Section>
  );
}

export function GuestQrSection({ m, template }: TSectionProps & { template: TTemplateDefinition }) {
  const guest = m.props.guest;
  if (!guest?.qrSvg) return null;
  // An SVG shown through <img> cannot run script, whatever the string holds.
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(guest.qrSvg)}`;
  return (
    <Section id="qr" className="inv-qr" title={m.t.qr} Ornament={template.Ornament}>
      <p>{m.t.qrText}</p>
      <img
        className="inv-qr-img"
        src={src}
        width={208}
        height={208}
        alt={m.t.qrAlt(guest.name)}
        loading="lazy"
      />
      <p className="inv-qr-name">{guestAddress(guest)}</p>
    </Section>
  );
}

export function TurutMengundangSection({ m, template }: TSectionProps & { template: TTemplateDefinition }) {
  const names = (m.content.turutMengundang ?? []).filter((name) => name?.trim());
  if (names.length === 0) return null;
  return (
    <Section id="turut" className="inv-turut" title={m.t.turutMengundang} Ornament={template.Ornament}>
      <ul className="inv-turut-list">
        {names.map((name, index) => (
          <li key={index}>{name}</li>
        ))}
      </ul>
    </Section>
  );
}

export function ClosingSection({ m, template }: TSectionProps & { template: TTemplateDefinition }) {
  const greeting = template.greeting?.(m);
  return (
    <footer className="inv-sec inv-closing">
      <div className="inv-wrap inv-reveal">
        <p>{m.t.closingText(guestAddress(m.props.guest))}</p>
        {greeting?.closing && <p className="inv-salam">{greeting.closing}</p>}
        <p className="inv-kicker">{m.t.weAre}</p>
        <p className="inv-closing-names">
          <CoupleNames m={m} />
        </p>
        <template.Ornament />
        {m.flags.showMark && (
          <p className="inv-mark">
            {/* A guest who wonders what made the page reads about it, not a sign-in form. */}
            <a href={HOME_PAGE_PATH}>{m.t.madeWith}</a>
          </p>
        )}
      </div>
    </footer>
  );
}

export function MusicControl({ m }: TSectionProps) {
  const music = m.content.music;
  if (!music?.key || m.preview) return null;
  const src = m.props.assetUrl(music.key);
  if (!/^(\/(?!\/)|https?:\/\/)/.test(src)) return null;
  return (
    <>
      <audio id="inv-audio" src={src} preload="none" loop />
      <button
        type="button"
        className="inv-music"
        data-music=""
        data-play={m.t.play}
        data-pause={m.t.pause}
        aria-pressed="false"
        aria-label={m.t.play}
        hidden
      >
        <span className="inv-music-on">
          <IconPause />
        </span>
        <span className="inv-music-off">
          <IconPlay />
        </span>
      </button>
    </>
  );
}

export function LanguageSwitch({ m }: TSectionProps) {
  // In the editor the links would navigate the dashboard away; the editor has its own language field.
  if (m.preview) return null;
  return (
    <nav className="inv-lang" aria-label={m.t.language}>
      {(['id', 'en'] as const).map((locale) => (
        <a
          key={locale}
          href={m.urls.language(locale)}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === m.locale ? 'true' : undefined}
        >
          {locale.toUpperCase()}
        </a>
      ))}
    </nav>
  );
}

export function StatusBanner({ m }: TSectionProps) {
  if (m.props.status === 'published') return null;
  const text = m.props.status === 'expired' ? m.t.expired : m.t.preview;
  return (
    <p className="inv-banner" role="note">
      {text}
    </p>
  );
}

export function deadlineText(m: TPageModel): string | undefined {
  const deadline = m.settings.rsvpDeadline;
  return deadline ? m.t.rsvpDeadline(formatDate(deadline, m.t)) : undefined;
}
