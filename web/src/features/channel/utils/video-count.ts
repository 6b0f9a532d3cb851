/** "1,204 videos"; empty when the platform sends no count. */
export function videoCountText(count: string | undefined): string {
  const value = Number(count);
  if (count === undefined || count === '' || !Number.isInteger(value) || value < 0) return '';
  return `${value.toLocaleString('en-US')} ${value === 1 ? 'video' : 'videos'}`;
}
