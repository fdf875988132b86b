/** Internal paths ("/contact"), page anchors ("#services"), mail links and absolute https URLs. */
export const LINK_PATTERN = /^(\/[^\s]*|#[\w-]+|mailto:[^\s]+|https?:\/\/[^\s]+)$/;

/** True when an image field's value has an uploaded asset. */
export function hasImageAsset(image: unknown): boolean {
  return typeof image === 'object' && image !== null && 'asset' in image && Boolean(image.asset);
}
