/** A generated landscape: sky gradient, optional sun, ridge layers back to front, water, fog. */
export interface LandscapeScene {
  skyTop: string;
  skyBottom: string;
  sun?: { u: number; v: number; r: number; color: string };
  /** `base` is the ridge's mean height (0 = top, 1 = bottom); `amplitude` its relief. */
  ridges: Array<{ base: number; amplitude: number; color: string }>;
  water?: { line: number; color: string };
  fog?: { line: number; color: string };
  aurora?: string;
}

export interface Photographer {
  id: string;
  username: string;
  name: string;
  firstName: string;
  lastName: string | null;
  location: string | null;
  bio: string | null;
  totalPhotos: number;
}

export interface PhotoSeed {
  id: string;
  slugWords: string;
  description: string | null;
  altDescription: string;
  width: number;
  height: number;
  createdAt: string;
  tags: string[];
  place: { name: string; country: string; latitude: number; longitude: number } | null;
  photographer: string;
  camera: {
    make: string;
    model: string;
    exposure: string;
    aperture: string;
    focal: string;
    iso: number;
  } | null;
  likes: number;
  scene: LandscapeScene;
}

export const photographers: Photographer[] = [
  {
    id: 'Qw3rTy9Uio0',
    username: 'lenafieldnotes',
    name: 'Lena Fieldnotes',
    firstName: 'Lena',
    lastName: 'Fieldnotes',
    location: 'Bergen, Norway',
    bio: 'Fjords, fog and long walks.',
    totalPhotos: 118,
  },
  {
    id: 'Zx8cVb7Nm6A',
    username: 'tomasridgeway',
    name: 'Tomas Ridgeway',
    firstName: 'Tomas',
    lastName: 'Ridgeway',
    location: 'Denver, CO',
    bio: null,
    totalPhotos: 342,
  },
  {
    id: 'Hj5kLp2Qw9E',
    username: 'aikohoshino',
    name: 'Aiko Hoshino',
    firstName: 'Aiko',
    lastName: 'Hoshino',
    location: 'Sapporo, Japan',
    bio: 'Quiet places at the edges of the day.',
    totalPhotos: 87,
  },
  {
    id: 'Mn4bVc1Xz3R',
    username: 'mateocampos',
    name: 'Mateo',
    firstName: 'Mateo',
    lastName: null,
    location: null,
    bio: null,
    totalPhotos: 23,
  },
  {
    id: 'Rt6yUi8Op0T',
    username: 'ruthcalder',
    name: 'Ruth Calder',
    firstName: 'Ruth',
    lastName: 'Calder',
    location: 'Edinburgh, Scotland',
    bio: 'Highlands and weather.',
    totalPhotos: 205,
  },
];
