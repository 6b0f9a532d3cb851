export {
  createSponsorBlockSandbox,
  startSponsorBlockSandbox,
  SPONSORBLOCK_PREFIX,
  DEARROW_THUMBNAIL_PREFIX,
  SPONSORBLOCK_CONTROL_PREFIX,
} from './sponsorblock-sandbox.js';
export type { SponsorBlockSandbox } from './sponsorblock-sandbox.js';
export type { SponsorBlockSandboxControl, CommunityEndpoint } from './community-control.js';
export { communitySegments } from './community-segments.js';
export { communityBranding, communityTitle } from './community-branding.js';
