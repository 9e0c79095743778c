import sharp from 'sharp';
import { type MediaStorage, newMediaKey } from '../../media/index.js';

// Brand teal first (docs/web-app.md#language-and-look), then colours that sit well beside it.
const PALETTES: Array<[string, string]> = [
  ['#0abab5', '#067a77'],
  ['#f59e0b', '#b45309'],
  ['#6366f1', '#3730a3'],
  ['#ec4899', '#9d174d'],
  ['#10b981', '#047857'],
  ['#ef4444', '#991b1b'],
  ['#8b5cf6', '#5b21b6'],
  ['#0ea5e9', '#0369a1'],
];

/** A person-shaped avatar on a gradient: drawn from shapes only, so no font has to be installed. */
function avatarSvg([light, dark]: [string, string], index: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="256" height="256" fill="url(#g)"/>
  <circle cx="${118 + (index % 3) * 10}" cy="84" r="34" fill="#ffffff" fill-opacity="0.92"/>
  <path d="M58 236 C 70 160, 186 160, 198 236 Z" fill="#ffffff" fill-opacity="0.92"/>
  <path d="M168 196 L ${196 + (index % 4) * 4} ${120 + (index % 3) * 6}" stroke="#ffffff" stroke-opacity="0.92" stroke-width="18" stroke-linecap="round"/>
</svg>`;
}

function backgroundSvg([light, dark]: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="1200" height="360" fill="url(#g)"/>
  <path d="M0 260 C 300 160, 600 360, 1200 200 L 1200 360 L 0 360 Z" fill="#ffffff" fill-opacity="0.15"/>
</svg>`;
}

async function store(media: MediaStorage, svg: string): Promise<string> {
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
  return media.save(newMediaKey('webp'), webp, 'image/webp');
}

/** A handful of images, rendered once and shared by every demo profile (the seed stays fast). */
export async function renderDemoImages(media: MediaStorage): Promise<{ avatars: string[]; backgrounds: string[] }> {
  const avatars = await Promise.all(PALETTES.map((palette, index) => store(media, avatarSvg(palette, index))));
  const backgrounds = await Promise.all(PALETTES.slice(0, 3).map((palette) => store(media, backgroundSvg(palette))));
  return { avatars, backgrounds };
}
