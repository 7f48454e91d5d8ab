import * as z from 'zod/mini';

/**
 * One thumbnail definition's files (SPEC.md section 3, "Image"): a small-screen and a
 * medium-screen file, optionally at double density. Matches `ImageRenditions` of @lindner/ui.
 */
export const imageRenditionsSchema = z.object({
  xs: z.string(),
  md: z.string(),
  'xs@2x': z.optional(z.string()),
  'md@2x': z.optional(z.string()),
});
export type ImageRenditionsPayload = z.infer<typeof imageRenditionsSchema>;

/**
 * An image as the API delivers it; pass it as it is to the `Image` component of @lindner/ui.
 * `width` and `height` are the intrinsic size of the `xs` file in CSS pixels.
 */
export const imageAssetSchema = z.object({
  versions: z.record(z.string(), imageRenditionsSchema),
  alt: z.optional(z.string()),
  title: z.optional(z.string()),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
});
export type ImageAssetPayload = z.infer<typeof imageAssetSchema>;
