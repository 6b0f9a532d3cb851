const TIME_ZONE = 'America/Los_Angeles';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const wallClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The quota day an instant belongs to: YouTube's quota resets at midnight US Pacific time. */
export function pacificDay(at: number): string {
  return dayFormat.format(at);
}

/** The instant the quota resets next: the coming midnight in America/Los_Angeles, daylight saving included. */
export function nextPacificMidnight(at: number): number {
  const wall = wallClock(at);
  const midnightAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day + 1);
  // The offset of the day after may differ (DST changes at 2 am), so settle it at the target itself.
  let guess = midnightAsUtc - offsetAt(at);
  guess = midnightAsUtc - offsetAt(guess);
  return guess;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(at: number): WallClock {
  const parts = Object.fromEntries(
    wallClockFormat.formatToParts(at).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts['year'] ?? 0,
    month: parts['month'] ?? 1,
    day: parts['day'] ?? 1,
    hour: parts['hour'] ?? 0,
    minute: parts['minute'] ?? 0,
    second: parts['second'] ?? 0,
  };
}

/** Pacific wall-clock time minus UTC at an instant, in ms (-8 h in winter, -7 h in summer). */
function offsetAt(at: number): number {
  const wall = wallClock(at);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - (at - (at % 1000));
}
