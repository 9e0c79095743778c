import { createHash } from 'node:crypto';
import { HELD_SUBMIT_FLAG, MENU_TAPPED_FLAG, MOBILE_MENU_ID } from '@odance/contract';
import { jsonForScript } from './html-text.js';

const START_ID = 'odance-start';

/**
 * The app's scripts requested after the first paint of a drawn first screen (first-screen.ts), not from the head.
 * The markup and its inline styles are all a first paint needs; requested from the head, the shell's 130 kB of
 * JavaScript shares a phone's bandwidth with the page while it is still arriving, and Lighthouse's mobile
 * simulation counts every request that starts before the first paint against it (first paint 2.2–2.4 s with
 * them, 0.8–1.0 s without; README "What moved each figure"). Typing into the drawn page meanwhile is kept and
 * handed to the app when it runs (client/src/shared/browser/typed-before-hydration.ts), and so are a form sent and
 * a tap on the phone's menu button meanwhile. After the next frame, or 250 ms at most (a tab opened in the
 * background draws no frame).
 */
export const START_SCRIPT =
  `(()=>{let go=()=>{go=()=>{};const{preloads,scripts}=JSON.parse(document.getElementById('${START_ID}').textContent);` +
  `const all=document.createDocumentFragment(),add=(tag,props)=>all.append(Object.assign(document.createElement(tag),{crossOrigin:''},props));` +
  `for(const href of preloads)add('link',{rel:'modulepreload',href});for(const src of scripts)add('script',{type:'module',src});document.head.append(all)};` +
  `requestAnimationFrame(()=>setTimeout(()=>go()));setTimeout(()=>go(),250);` +
  // A form the app has not adopted yet is not sent by the browser (its fields would go into the address: a password
  // in a GET): the submit is held, and the app sends it once it has (client/src/shared/browser/typed-before-hydration.ts).
  `document.addEventListener('submit',e=>{const f=e.target;if(f.getAttribute('action')===null&&!Object.keys(f).some(k=>k.startsWith('__reactProps$'))){` +
  `e.preventDefault();window.${HELD_SUBMIT_FLAG}={form:f,submitter:e.submitter}}},true);` +
  // A tap on the drawn menu button (client/src/app/layout/TopBar.tsx's Burger, which controls MobileMenu.tsx's
  // panel) does nothing until the app adopts it: each one toggles a flag the app reads when it has.
  `document.addEventListener('click',e=>{const b=e.target.closest&&e.target.closest('button[aria-controls="${MOBILE_MENU_ID}"]');` +
  `if(b&&!Object.keys(b).some(k=>k.startsWith('__reactProps$')))window.${MENU_TAPPED_FLAG}=!window.${MENU_TAPPED_FLAG}},true)})()`;

/** The Content-Security-Policy source that lets START_SCRIPT, and no other inline script, run (app/http.ts). */
export const START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g;

/** `html` with its module scripts and their preloads moved from the head to START_SCRIPT at the end of the body. */
export function startAfterFirstPaint(html: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const bodyEnd = html.lastIndexOf('</body>');
  if (scripts.length === 0 || bodyEnd < 0) return html;
  const start = `<script type="application/json" id="${START_ID}">${jsonForScript({ preloads, scripts })}</script><script>${START_SCRIPT}</script>`;
  const before = html.slice(0, bodyEnd).replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return `${before}  ${start}\n  ${html.slice(bodyEnd)}`;
}
