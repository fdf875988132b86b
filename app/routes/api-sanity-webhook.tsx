import type { ActionFunctionArgs } from '@remix-run/node';
import { handleSanityWebhook, refuseWebhookRead } from '~/content/webhook.server';

// Sanity's "publish" webhook: POST /api/sanity-webhook, signed with SANITY_WEBHOOK_SECRET.
export const loader = () => refuseWebhookRead();
export const action = ({ request }: ActionFunctionArgs) => handleSanityWebhook(request);
