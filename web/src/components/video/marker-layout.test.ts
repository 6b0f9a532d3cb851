import { describe, expect, it } from 'vitest';
import { layoutMarkers, type TimeMarker } from './marker-layout';

const marker = (id: string, seconds: number): TimeMarker => ({ id, seconds, label: `note ${id}` });

describe('layoutMarkers', () => {
  it('places each note at time / duration, in time order', () => {
    const clusters = layoutMarkers([marker('b', 300), marker('a', 0), marker('c', 600)], 600);
    expect(clusters.map((cluster) => [cluster.key, cluster.percent, cluster.seconds])).toEqual([
      ['a', 0, 0],
      ['b', 50, 300],
      ['c', 100, 600],
    ]);
  });

  it('merges notes that would overlap into one marker that seeks to the earliest', () => {
    const clusters = layoutMarkers([marker('a', 100), marker('b', 105), marker('c', 200)], 1000);
    expect(clusters).toHaveLength(2);
    expect(clusters[0]?.markers.map((m) => m.id)).toEqual(['a', 'b']);
    expect(clusters[0]?.seconds).toBe(100);
    expect(clusters[1]?.markers.map((m) => m.id)).toEqual(['c']);
  });

  it('keeps notes apart that are just far enough', () => {
    expect(layoutMarkers([marker('a', 0), marker('b', 15)], 1000)).toHaveLength(2);
  });

  it('puts times past the end at the end and drops what is no time', () => {
    const clusters = layoutMarkers([marker('late', 900), marker('bad', Number.NaN), marker('neg', -4)], 600);
    expect(clusters.map((cluster) => [cluster.key, cluster.percent])).toEqual([
      ['neg', 0],
      ['late', 100],
    ]);
  });

  it('places nothing while the duration is unknown', () => {
    expect(layoutMarkers([marker('a', 10)], 0)).toEqual([]);
    expect(layoutMarkers([marker('a', 10)], Number.NaN)).toEqual([]);
  });
});
