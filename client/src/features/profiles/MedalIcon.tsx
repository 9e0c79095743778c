import { MEDALS } from './achievements';

/** A medal for 1st–3rd place (gold, silver, bronze), named for screen readers. */
export function MedalIcon({ place, size = 32 }: { place: number; size?: number }) {
  const medal = MEDALS[place];
  if (!medal) return null;
  return (
    <svg role="img" aria-label={medal.label} width={size} height={size * 1.25} viewBox="0 0 32 40" focusable="false">
      <path d="M7 0h7l5 14h-7z" fill="#e03131" />
      <path d="M25 0h-7l-5 14h7z" fill="#1971c2" />
      <circle cx="16" cy="26" r="12" fill={medal.fill} stroke={medal.ring} strokeWidth="2.5" />
      <text x="16" y="31" textAnchor="middle" fontSize="14" fontWeight="700" fill={medal.text} fontFamily="system-ui, sans-serif">
        {place}
      </text>
    </svg>
  );
}
