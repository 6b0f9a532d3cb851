import type { LibraryPhoto } from './photo-library.js';

export interface PhotoUrlBases {
  /** Base of this API (links.self, links.download_location). */
  apiUrl: string;
  /** Base of the image CDN stand-in (urls.*, profile images). */
  imagesUrl: string;
  ixid: string;
}

const IXLIB = 'ixlib=rb-4.1.0';

/** The photo object as `GET /photos/random` returns it, urls pointing at the sandbox's images. */
export function photoResource(photo: LibraryPhoto, bases: PhotoUrlBases) {
  const image = `${bases.imagesUrl}/${photo.imageFile}`;
  const ix = `ixid=${bases.ixid}`;
  const sized = (w: number) => `${image}?crop=entropy&cs=tinysrgb&fit=max&fm=jpg&${ix}&${IXLIB}&q=80&w=${w}`;
  return {
    id: photo.id,
    slug: photo.slug,
    created_at: photo.createdAt,
    updated_at: '2026-02-01T10:22:31Z',
    promoted_at: null,
    width: photo.width,
    height: photo.height,
    color: photo.color,
    blur_hash: photo.blurHash,
    description: photo.description,
    alt_description: photo.altDescription,
    breadcrumbs: [],
    urls: {
      raw: `${image}?${ix}&${IXLIB}`,
      full: `${image}?crop=entropy&cs=srgb&fm=jpg&${ix}&${IXLIB}&q=85`,
      regular: sized(1080),
      small: sized(400),
      thumb: sized(200),
      small_s3: `${bases.imagesUrl}/small/${photo.imageFile}`,
    },
    links: {
      self: `${bases.apiUrl}/photos/${photo.slug}`,
      html: `https://unsplash.com/photos/${photo.slug}`,
      download: `https://unsplash.com/photos/${photo.id}/download?${ix}`,
      download_location: `${bases.apiUrl}/photos/${photo.id}/download?${ix}`,
    },
    likes: photo.likes,
    liked_by_user: false,
    current_user_collections: [],
    sponsorship: null,
    topic_submissions: {},
    asset_type: 'photo',
    user: userResource(photo, bases),
    exif: exifResource(photo),
    location: {
      name: photo.place?.name ?? null,
      city: null,
      country: photo.place?.country ?? null,
      position: { latitude: photo.place?.latitude ?? null, longitude: photo.place?.longitude ?? null },
    },
    views: photo.likes * 917 + 4_211,
    downloads: photo.likes * 9 + 37,
  };
}

function userResource(photo: LibraryPhoto, bases: PhotoUrlBases) {
  const u = photo.user;
  const api = `${bases.apiUrl}/users/${u.username}`;
  const profile = (px: number) =>
    `${bases.imagesUrl}/${u.profileFile}?${IXLIB}&crop=faces&fit=crop&w=${px}&h=${px}`;
  return {
    id: u.id,
    updated_at: '2026-01-20T08:00:00Z',
    username: u.username,
    name: u.name,
    first_name: u.firstName,
    last_name: u.lastName,
    twitter_username: null,
    portfolio_url: null,
    bio: u.bio,
    location: u.location,
    links: {
      self: api,
      html: `https://unsplash.com/@${u.username}`,
      photos: `${api}/photos`,
      likes: `${api}/likes`,
      portfolio: `${api}/portfolio`,
      following: `${api}/following`,
      followers: `${api}/followers`,
    },
    profile_image: { small: profile(32), medium: profile(64), large: profile(128) },
    instagram_username: null,
    total_collections: 2,
    total_likes: 40,
    total_photos: u.totalPhotos,
    accepted_tos: true,
    for_hire: false,
  };
}

function exifResource(photo: LibraryPhoto) {
  const c = photo.camera;
  return {
    make: c?.make ?? null,
    model: c?.model ?? null,
    name: c ? `${c.make}, ${c.model}` : null,
    exposure_time: c?.exposure ?? null,
    aperture: c?.aperture ?? null,
    focal_length: c?.focal ?? null,
    iso: c?.iso ?? null,
  };
}
