interface Sortable {
  isTop: boolean;
  date: string;
  place: number;
}

/** Top achievements first, then the newest; on the same day the better place first. */
export function sortAchievements<T extends Sortable>(achievements: readonly T[]): T[] {
  return [...achievements].sort((a, b) => Number(b.isTop) - Number(a.isTop) || b.date.localeCompare(a.date) || a.place - b.place);
}

export const MEDALS: Record<number, { label: string; fill: string; ring: string; text: string }> = {
  1: { label: 'Gold medal', fill: '#f2c94c', ring: '#b8860b', text: '#5c4400' },
  2: { label: 'Silver medal', fill: '#d9dde3', ring: '#868e96', text: '#343a40' },
  3: { label: 'Bronze medal', fill: '#d4915a', ring: '#8b5a2b', text: '#3d2410' },
};
