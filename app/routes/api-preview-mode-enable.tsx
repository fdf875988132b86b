import type { LoaderFunctionArgs } from '@remix-run/node';
import { enablePreviewMode } from '~/content/preview.server';

// Opened by the Studio's Presentation tool with a one-time secret; sets the preview cookie.
export const loader = ({ request }: LoaderFunctionArgs) => enablePreviewMode(request);
