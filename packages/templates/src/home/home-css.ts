/**
 * The home page's whole style, inline: system fonts (no font file to wait for), the dashboard's surfaces
 * and its accessible teal (the brand teal is a button's background with dark ink, never text on white),
 * light or dark as the device prefers, and logical properties so Arabic needs no rule of its own.
 */
export const HOME_CSS = `:root{color-scheme:light dark;--bg:#f4f5fa;--paper:#fff;--ink:#1c2029;--muted:#4a5263;--line:#dde1ea;--accent:#00695c;--brand:#00bfa6;--on-brand:#08201c;--coral:#ff6f61;--soft:#e3f6f3}
@media (prefers-color-scheme:dark){:root{--bg:#14161b;--paper:#1e2129;--ink:#ecf0f6;--muted:#b4bccb;--line:#343a48;--accent:#4fd8c3;--soft:#1d3431}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}
body{margin:0;background:var(--bg);color:var(--ink);font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif}
a{color:var(--accent)}
h1,h2,h3{line-height:1.2;margin:0}
.wrap{max-inline-size:70rem;margin-inline:auto;padding-inline:1.25rem}
.skip{position:absolute;inset-inline-start:1rem;inset-block-start:-4rem;background:var(--paper);padding:.5rem 1rem;border-radius:.5rem;z-index:2}
.skip:focus{inset-block-start:1rem}
header .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.75rem;padding-block:1rem}
.brand{font-weight:800;font-size:1.45rem;letter-spacing:-.02em;color:var(--ink);text-decoration:none;direction:ltr}
.brand span{color:var(--coral)}
nav ul{display:flex;align-items:center;gap:.5rem;list-style:none;margin:0;padding:0}
.btn{display:inline-block;padding:.6rem 1.15rem;border-radius:999px;font-weight:600;text-decoration:none;line-height:1.3;text-align:center}
.btn.main{background:var(--brand);color:var(--on-brand)}
.btn.quiet{color:var(--accent);border:1px solid currentColor}
.btn:hover{filter:brightness(1.06)}
a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.hero{padding-block:2.5rem 3rem}
.eyebrow{color:var(--accent);font-weight:700;margin:0 0 .75rem;font-size:.95rem}
h1{font-size:clamp(2rem,6vw,3.4rem);letter-spacing:-.02em;max-inline-size:18em}
.lead{font-size:1.15rem;color:var(--muted);max-inline-size:36em;margin:1.1rem 0 1.75rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
.actions .btn{padding:.8rem 1.4rem}
section{padding-block:2.5rem}
h2{font-size:clamp(1.5rem,4vw,2.1rem);margin-block-end:.5rem}
.intro{color:var(--muted);margin:0 0 1.5rem}
.grid{display:grid;gap:1rem;list-style:none;margin:0;padding:0}
.steps{grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));counter-reset:step;margin-block-start:1.5rem}
@media (min-width:56rem){.steps{grid-template-columns:repeat(3,1fr)}}
.steps li{counter-increment:step;background:var(--paper);border:1px solid var(--line);border-radius:1rem;padding:1.25rem}
.steps li::before{content:counter(step);display:grid;place-items:center;inline-size:2rem;block-size:2rem;border-radius:50%;background:var(--soft);color:var(--accent);font-weight:800;margin-block-end:.75rem}
h3{font-size:1.1rem}
.steps p,.card p{margin:.4rem 0 0;color:var(--muted)}
.templates{grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr))}
.card{background:var(--paper);border:1px solid var(--line);border-radius:1rem;overflow:hidden;display:flex;flex-direction:column}
.card img{display:block;inline-size:100%;block-size:auto;aspect-ratio:3/4;object-fit:cover;background:var(--line)}
.card .body{padding:.9rem 1rem 1rem;display:flex;flex-direction:column;gap:.2rem;flex:1}
.meta{font-size:.85rem;color:var(--muted)}
.tag{display:inline-block;font-size:.75rem;font-weight:700;padding:.1rem .55rem;border-radius:999px;background:var(--soft);color:var(--accent)}
.card .more{margin-block-start:auto;padding-block-start:.6rem;font-weight:600}
.packages{grid-template-columns:repeat(auto-fit,minmax(14.5rem,1fr))}
.packages .card{padding:1.25rem;gap:.35rem}
.card .price{font-size:1.6rem;font-weight:800;margin:.25rem 0 0;color:var(--ink)}
.packages ul{margin:.6rem 0 0;padding-inline-start:1.2rem;color:var(--ink)}
.packages li{margin-block:.2rem}
.cta{background:var(--paper);border:1px solid var(--line);border-radius:1.25rem;padding:2rem 1.5rem;text-align:center;margin-block:1rem 2.5rem}
.cta p{color:var(--muted);margin:.5rem auto 1.25rem;max-inline-size:32em}
.cta .actions{justify-content:center}
footer{border-block-start:1px solid var(--line);padding-block:1.5rem 2rem;color:var(--muted);font-size:.9rem}
footer .wrap{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;justify-content:space-between}
footer ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:0;padding:0}
header .btn{white-space:nowrap}
@media (max-width:400px){.brand{font-size:1.2rem}header nav ul{gap:.35rem}header .btn{padding:.45rem .75rem;font-size:.875rem}}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}}`;
