/**
 * Layout every template shares, scoped under .inv so the editor preview cannot leak into the
 * dashboard. Templates set the custom properties and restyle what makes them themselves. Logical
 * properties throughout, so a right-to-left page needs no special case.
 */
export const BASE_CSS = `
.inv{--radius:14px;--btn-radius:999px;--field-bg:#fff;--field-ink:#1c1c1c;--field-line:var(--muted);--inv-h:var(--inv-vh,100svh);position:relative;background:var(--bg);color:var(--ink);font-family:var(--font-body);font-size:1.0625rem;line-height:1.65;text-align:center;overflow-wrap:anywhere;-webkit-text-size-adjust:100%;-webkit-font-smoothing:antialiased}
.inv *,.inv *::before,.inv *::after{box-sizing:border-box}
.inv :where(h1,h2,h3,p,ol,ul,dl,dd,figure,blockquote,fieldset,legend){margin:0;padding:0}
.inv :where(ol,ul){list-style:none}
.inv :where(fieldset){border:0;min-width:0}
.inv :where(img){display:block;max-width:100%}
.inv :where(a){color:inherit;text-underline-offset:3px}
.inv :where(h1,h2,h3){font-family:var(--font-display);font-weight:400;line-height:1.15}
.inv [hidden]{display:none!important}
.inv :focus-visible{outline:3px solid var(--focus,var(--accent));outline-offset:3px}
.inv-sr{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.inv main:focus{outline:none}
.inv-wrap{max-width:34rem;margin-inline:auto}
.inv-sec{position:relative;padding:4.5rem 1.5rem}
.inv-head{margin-block-end:2rem}
.inv-head h2{font-size:2.1rem;color:var(--heading,var(--ink))}
.inv-kicker{font-size:.78rem;letter-spacing:.22em;text-transform:uppercase;color:var(--muted)}
.inv-note{font-size:.92rem;color:var(--muted);margin-block:.5rem}
.inv-orn{display:block;margin:.9rem auto 0;width:8.5rem;height:auto;color:var(--ornament,var(--accent))}
.inv-btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:44px;padding:.65rem 1.4rem;border:1px solid var(--accent);border-radius:var(--btn-radius);background:var(--accent);color:var(--accent-ink);font:inherit;font-size:.95rem;line-height:1.2;text-decoration:none;cursor:pointer;transition:transform .2s ease,background .2s ease}
.inv-btn:hover{transform:translateY(-1px)}
.inv-btn:disabled{opacity:.6;cursor:wait}
.inv-btn svg{width:1.15em;height:1.15em;flex:none}
.inv-btn-sm{min-height:44px;padding:.5rem 1rem;font-size:.86rem}
.inv-btn-ghost{background:transparent;color:var(--link,var(--accent))}
.inv-actions{display:flex;flex-wrap:wrap;justify-content:center;gap:.5rem;margin-block-start:1.25rem}
.inv-lang{position:absolute;z-index:5;inset-block-start:.75rem;inset-inline-end:.75rem;display:flex;gap:.25rem;font-size:.8rem;letter-spacing:.08em}
.inv-lang a{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;padding:0 .5rem;border-radius:999px;color:var(--cover-ink);text-decoration:none;opacity:.85}
.inv-lang a[aria-current]{opacity:1;font-weight:600;text-decoration:underline}
.inv-banner{position:relative;z-index:6;padding:.6rem 1rem;background:#fff4c2;color:#3d3100;font-size:.9rem}
.inv-cover{position:relative;display:flex;flex-direction:column;align-items:center;justify-content:center;min-height:100vh;min-height:var(--inv-h);padding:4.5rem 1.5rem 3rem;background:var(--cover);color:var(--cover-ink);overflow:hidden;isolation:isolate}
.inv-cover :where(h1){font-size:clamp(2.4rem,11vw,3.6rem)}
.inv-cover-date{letter-spacing:.12em}
.inv-to{margin-block:1.75rem 1.25rem}
.inv-to-label{font-size:.85rem;letter-spacing:.08em;opacity:.95}
.inv-to-name{font-size:1.35rem;font-weight:600;margin-block:.2rem}
.inv-to-note{font-size:.75rem;font-style:italic;opacity:.9;max-width:18rem;margin-inline:auto}
.inv-open{box-shadow:0 8px 24px rgb(0 0 0 / .18)}
.inv-rise{animation:inv-rise 1.1s cubic-bezier(.2,.7,.2,1) both}
.inv-rise-2{animation-delay:.2s}.inv-rise-3{animation-delay:.4s}.inv-rise-4{animation-delay:.6s}
@keyframes inv-rise{from{opacity:0;transform:translateY(18px)}to{opacity:1;transform:none}}
@keyframes inv-spin{to{transform:rotate(360deg)}}
@keyframes inv-sway{0%,100%{transform:rotate(-2deg)}50%{transform:rotate(2deg)}}
.inv-salam{font-style:italic;margin-block-end:1rem}
.inv-lead{font-family:var(--font-display);font-size:1.25rem;color:var(--heading,var(--ink))}
.inv-greet{color:var(--muted);margin-block-start:.5rem}
.inv-persons{display:grid;gap:1.5rem;margin-block-start:2.5rem}
.inv-persons-amp{font-family:var(--font-script,var(--font-display));font-size:3rem;line-height:1;color:var(--accent-deco,var(--accent))}
.inv-person{display:grid;justify-items:center;gap:.35rem}
.inv-person-photo{width:min(60vw,15rem);aspect-ratio:3/4;object-fit:cover;margin-block-end:1rem;background:var(--surface)}
.inv-person-role{font-size:.78rem;letter-spacing:.2em;text-transform:uppercase;color:var(--muted)}
.inv-person-name{font-size:1.9rem;color:var(--heading,var(--ink))}
.inv-parents{color:var(--muted);font-size:.95rem}
.inv-ig{display:inline-flex;align-items:center;min-height:44px;font-size:.9rem;color:var(--link,var(--accent))}
.inv-quote{background:var(--surface)}
.inv-quote blockquote p{font-family:var(--font-quote,var(--font-display));font-size:1.2rem;font-style:italic;white-space:pre-line}
.inv-quote figcaption{margin-block-start:1rem;font-size:.85rem;letter-spacing:.15em;text-transform:uppercase;color:var(--muted)}
.inv-countdown{margin-block-end:2.5rem}
.inv-count{display:grid;grid-template-columns:repeat(4,1fr);gap:.5rem;max-width:22rem;margin-inline:auto}
.inv-count-cell{display:grid;padding:.75rem .25rem;border:1px solid var(--line);border-radius:var(--radius);background:var(--surface)}
.inv-count-num{font-family:var(--font-display);font-size:1.8rem;line-height:1.1;font-variant-numeric:tabular-nums;color:var(--heading,var(--ink))}
.inv-count-label{font-size:.7rem;letter-spacing:.12em;text-transform:uppercase;color:var(--muted)}
.inv-count-done{font-family:var(--font-display);font-size:1.4rem}
.inv-event-title{font-size:1.7rem;color:var(--heading,var(--ink))}
.inv-event-date{font-weight:600;margin-block-start:.5rem}
.inv-event-venue{font-weight:600;margin-block-start:.75rem}
.inv-event-address{font-size:.95rem;color:var(--muted);white-space:pre-line}
.inv-swatches{display:flex;flex-wrap:wrap;justify-content:center;gap:.75rem;margin-block-start:1.25rem}
.inv-swatch{display:block;width:2.75rem;height:2.75rem;border-radius:50%;border:2px solid var(--surface);box-shadow:0 0 0 1px var(--muted)}
.inv-story{display:grid;gap:2rem;text-align:start;border-inline-start:1px solid var(--line);padding-inline-start:1.5rem}
.inv-story-item{position:relative}
.inv-story-item::before{content:"";position:absolute;inset-inline-start:calc(-1.5rem - 6px);inset-block-start:.45rem;width:11px;height:11px;border-radius:50%;background:var(--accent-deco,var(--accent));box-shadow:0 0 0 4px var(--bg)}
.inv-story-photo{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:var(--radius);margin-block-end:.9rem}
.inv-story-date{font-size:.8rem;letter-spacing:.15em;text-transform:uppercase;color:var(--muted)}
.inv-story-title{font-size:1.45rem;margin-block:.2rem .4rem;color:var(--heading,var(--ink))}
.inv-story-text{white-space:pre-line}
.inv-cards{display:grid;gap:1rem;margin-block-start:1.5rem}
.inv-card{padding:1.5rem;border:1px solid var(--line);border-radius:var(--radius);background:var(--surface)}
.inv-gifts-text{color:var(--muted)}
.inv-gift-type{display:flex;align-items:center;justify-content:center;gap:.4rem;font-size:.78rem;letter-spacing:.18em;text-transform:uppercase;color:var(--muted)}
.inv-gift-type svg{width:1.2em;height:1.2em}
.inv-gift-provider{font-size:1.5rem;margin-block:.35rem;color:var(--heading,var(--ink))}
.inv-gift-number{font-size:1.3rem;letter-spacing:.08em;font-variant-numeric:tabular-nums;user-select:all}
.inv-gift-address{white-space:pre-line;user-select:all}
.inv-gift .inv-copy{margin-block-start:.9rem}
.inv-qr-img{width:13rem;height:13rem;margin:1.5rem auto 1rem;padding:.75rem;background:#fff;border-radius:var(--radius);border:1px solid var(--line)}
.inv-qr-name{font-weight:600}
.inv-form{margin-block-start:1.75rem;padding:1.5rem;border:1px solid var(--line);border-radius:var(--radius);background:var(--surface);text-align:start}
.inv-fieldset{display:grid;gap:1.15rem}
.inv-field{display:grid;gap:.35rem}
.inv-field label,.inv-choice legend{font-size:.9rem;font-weight:600}
.inv-field-inline{grid-template-columns:1fr auto;align-items:center}
.inv :where(input[type=text],input[type=number],textarea,select){width:100%;min-height:44px;padding:.6rem .8rem;border:1px solid var(--field-line);border-radius:10px;background:var(--field-bg);color:var(--field-ink);font:inherit;font-size:1rem}
.inv :where(textarea){resize:vertical}
.inv-field-inline select{width:auto}
.inv-form-for{font-size:.95rem}
.inv-choice{display:grid;gap:.6rem;padding-block-start:1rem;border-block-start:1px solid var(--line)}
.inv-choice legend{float:left;width:100%;margin-block-end:.6rem}
.inv-member{display:grid;gap:.5rem}
.inv-member legend{float:left;width:100%;margin-block-end:.4rem;font-size:.92rem}
.inv-choice-date{display:block;font-weight:400;color:var(--muted);font-size:.85rem}
.inv-pills{clear:both;display:flex;flex-wrap:wrap;gap:.5rem}
.inv-pill{display:inline-flex;align-items:center;gap:.45rem;min-height:44px;padding:.4rem .9rem;border:1px solid var(--field-line);border-radius:999px;background:var(--field-bg);color:var(--field-ink);font-size:.92rem;cursor:pointer}
.inv-pill input{accent-color:var(--accent);width:1.1rem;height:1.1rem;margin:0}
.inv-pill:has(input:checked){border-color:var(--accent);box-shadow:inset 0 0 0 1px var(--accent)}
.inv-submit{justify-self:start}
.inv-status{min-height:1.5em;margin-block-start:.75rem;font-size:.92rem}
.inv-status.is-ok{color:var(--ok,#1d6b3a)}
.inv-status.is-error{color:var(--error,#a4161a)}
.inv-closed{font-weight:600;margin-block-start:1rem}
.inv-answers-card{margin-block-start:1.25rem}
.inv-answers{display:grid;gap:.5rem;margin-block-start:.5rem}
.inv-answers div{display:flex;justify-content:space-between;gap:1rem;text-align:start}
.inv-answers dt{font-weight:600}
.inv-wish-list{display:grid;gap:.75rem;margin-block-start:1.75rem;text-align:start}
.inv-wish{padding:1rem 1.15rem;border:1px solid var(--line);border-radius:var(--radius);background:var(--surface)}
.inv-wish-head{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem}
.inv-wish-msg{margin-block:.35rem;white-space:pre-line}
.inv-wish-time,.inv-wish-zone{font-size:.78rem;color:var(--muted)}
.inv-badge{display:inline-block;padding:.1rem .55rem;border-radius:999px;font-size:.72rem;border:1px solid currentColor;color:var(--muted)}
.inv-badge-hadir{color:var(--ok,#1d6b3a)}
.inv-more{margin-block-start:1.25rem}
.inv-turut-list{display:grid;gap:.35rem}
.inv-closing{padding-block-end:6rem;background:var(--cover);color:var(--cover-ink)}
.inv-closing .inv-kicker{color:inherit;opacity:.9;margin-block-start:1.5rem}
.inv-closing-names{font-family:var(--font-script,var(--font-display));font-size:2.4rem;line-height:1.2;margin-block-start:.5rem}
.inv-closing .inv-orn{color:var(--cover-accent,currentColor)}
.inv-mark{margin-block-start:2.5rem;font-size:.8rem;letter-spacing:.08em}
.inv-mark a{display:inline-flex;align-items:center;min-height:44px;color:inherit}
.inv-music{position:fixed;z-index:20;inset-block-end:1rem;inset-inline-end:1rem;display:grid;place-items:center;width:48px;height:48px;border:1px solid var(--accent-ink);border-radius:50%;background:var(--accent);color:var(--accent-ink);box-shadow:0 6px 18px rgb(0 0 0 / .25);cursor:pointer}
.inv-music svg{width:22px;height:22px}
.inv-music .inv-music-on,.inv-music.is-playing .inv-music-off{display:none}
.inv-music.is-playing .inv-music-on{display:block}
.inv-anim .inv-reveal{opacity:0;transform:translateY(22px);transition:opacity .9s ease,transform .9s ease}
.inv-anim .inv-reveal.is-in{opacity:1;transform:none}
@media (min-width:640px){.inv-sec{padding-block:6rem}.inv-persons{grid-template-columns:1fr auto 1fr;align-items:start}.inv-persons-amp{align-self:center}}
@media (prefers-reduced-motion:reduce){.inv *,.inv *::before,.inv *::after{animation:none!important;transition:none!important}.inv-anim .inv-reveal{opacity:1;transform:none}}
`;
