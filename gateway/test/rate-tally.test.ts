import { RateTally } from '../src/rate-limit/rate-tally.js';

describe("a replica's tally of rate-limit counts", () => {
  it('admits ahead of Redis only a client it has a count for, and stops a tenth below the limit', () => {
    const tally = new RateTally();
    expect(tally.admits('default:a', 1, 100)).toBe(false);
    tally.learned('default:a', 1, 1, false);
    let ahead = 0;
    while (tally.admits('default:a', 1, 100)) {
      tally.counting('default:a');
      ahead += 1;
    }
    // 1 known + 89 pending: the 91st call would be within the last tenth, so it waits for Redis.
    expect(ahead).toBe(89);
    expect(tally.admits('default:b', 1, 100)).toBe(false);
  });

  it("learns from Redis's answers: pending calls settle, and other replicas' calls show in the count", () => {
    const tally = new RateTally();
    tally.learned('search:a', 7, 10, false);
    expect(tally.admits('search:a', 7, 20)).toBe(true);
    tally.counting('search:a');
    // Redis counted 18: the other replicas sent seven more calls meanwhile.
    tally.learned('search:a', 7, 18, true);
    expect(tally.admits('search:a', 7, 20)).toBe(false);
  });

  it('starts again with every window, and ignores answers about the one before', () => {
    const tally = new RateTally();
    tally.learned('default:a', 1, 3, false);
    expect(tally.admits('default:a', 1, 100)).toBe(true);
    expect(tally.admits('default:a', 2, 100)).toBe(false);
    tally.learned('default:a', 1, 4, true);
    expect(tally.admits('default:a', 2, 100)).toBe(false);
  });

  it('never admits ahead for a limit of one', () => {
    const tally = new RateTally();
    tally.learned('credentials:a', 1, 0, false);
    expect(tally.admits('credentials:a', 1, 1)).toBe(false);
  });
});
