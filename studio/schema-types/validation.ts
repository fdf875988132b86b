/** Internal paths ("/contact"), page anchors ("#services"), mail links and absolute https URLs. */
export const LINK_PATTERN = /^(\/[^\s]*|#[\w-]+|mailto:[^\s]+|https?:\/\/[^\s]+)$/;

