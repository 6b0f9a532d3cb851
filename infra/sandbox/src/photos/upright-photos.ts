import type { PhotoSeed } from './photo-seeds.js';

/** Portrait and squarish photos, so the orientation filter has something to exclude. */
export const uprightPhotos: PhotoSeed[] = [
  { id: 'Wf0gGr3Ge7E', slugWords: 'waterfall-in-the-gorge', description: 'A narrow waterfall in a mossy gorge',
    altDescription: 'waterfall between green rocks', width: 3000, height: 4500, createdAt: '2022-06-05T11:51:20Z',
    tags: ['waterfall', 'gorge', 'moss', 'forest', 'water'], place: { name: 'Skógafoss, Iceland', country: 'Iceland', latitude: 63.53, longitude: -19.51 },
    photographer: 'lenafieldnotes', camera: null, likes: 96,
    scene: { skyTop: '#cfd8d2', skyBottom: '#8fa596', ridges: [{ base: 0.35, amplitude: 0.2, color: '#3d5a45' }], water: { line: 0.82, color: '#dfe9ee' } } },
  { id: 'Rw4oDs9Tl2g', slugWords: 'tall-redwoods', description: null,
    altDescription: 'tall trees in a forest during daytime', width: 3648, height: 5472, createdAt: '2021-09-14T13:37:08Z',
    tags: ['redwoods', 'trees', 'forest', 'california', 'tall'], place: { name: 'Redwood National Park, California', country: 'United States', latitude: 41.21, longitude: -124.0 },
    photographer: 'tomasridgeway', camera: null, likes: 254,
    scene: { skyTop: '#e4e7d5', skyBottom: '#6c7f54', ridges: [{ base: 0.75, amplitude: 0.05, color: '#5a3b2a' }] } },
  { id: 'Lv7dFi5Ld1A', slugWords: 'lavender-field-rows', description: 'Rows of lavender in the late afternoon',
    altDescription: 'purple lavender field under blue sky', width: 4000, height: 4000, createdAt: '2022-07-02T18:09:27Z',
    tags: ['lavender', 'field', 'purple', 'summer', 'provence', 'flowers'], place: { name: 'Valensole, France', country: 'France', latitude: 43.84, longitude: 5.98 },
    photographer: 'mateocampos', camera: null, likes: 612,
    scene: { skyTop: '#7fa7d8', skyBottom: '#f5e0c6', ridges: [{ base: 0.6, amplitude: 0.04, color: '#8c6fb5' }, { base: 0.85, amplitude: 0.05, color: '#6a4c96' }] } },
  { id: 'Tr3eMi8St6w', slugWords: 'lone-tree-in-mist', description: 'A lone tree in the morning mist',
    altDescription: 'tree on field covered with fog', width: 3600, height: 3400, createdAt: '2023-10-22T07:44:50Z',
    tags: ['tree', 'mist', 'fog', 'minimal', 'morning', 'calm'], place: null,
    photographer: 'lenafieldnotes', camera: null, likes: 875,
    scene: { skyTop: '#d9dcdc', skyBottom: '#eef0ee', ridges: [{ base: 0.8, amplitude: 0.05, color: '#7d8a7a' }], fog: { line: 0.6, color: '#ffffff' } } },
];
