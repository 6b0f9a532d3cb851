export { startPhotosSandbox, createPhotosSandbox, PHOTOS_CONTROL_PREFIX } from './photos-sandbox.js';
export type { PhotosSandbox, PhotosSandboxOptions } from './photos-sandbox.js';
export type { PhotosSandboxControl, PhotosEndpoint, DownloadHit } from './photos-control.js';
