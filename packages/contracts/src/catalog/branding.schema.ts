import { z } from 'zod';

export const VideoBrandingSchema = z.object({
  videoId: z.string(),
  /**
   * The community's title (DeArrow), as it should be shown; null when there is none the community
   * trusts, and the original title stays.
   */
  title: z.string().nullable(),
  /**
   * A frame of the video the community chose as its thumbnail, on DeArrow's thumbnail service; null
   * when the community kept the original thumbnail or chose none. The service may not have drawn it
   * yet: the original thumbnail is the fallback when the image does not load.
   */
  thumbnailUrl: z.string().nullable(),
});
export type VideoBranding = z.infer<typeof VideoBrandingSchema>;

export const BrandingListSchema = z.object({
  /** One entry per requested id, in the order asked. */
  items: z.array(VideoBrandingSchema),
});
export type BrandingList = z.infer<typeof BrandingListSchema>;
