import type { LoaderFunctionArgs } from '@remix-run/node';
import { disablePreviewMode } from '~/content/preview.server';

// The preview bar's "Exit" link and the Presentation tool's exit: clears the preview cookie.
export const loader = ({ request }: LoaderFunctionArgs) => disablePreviewMode(request);
