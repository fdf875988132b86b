import { createCookieSessionStorage } from '@remix-run/node';
import { z } from 'zod';
import { getEnv } from '~/env.server';

// Used only when SESSION_SECRET is unset (local development and tests). The cookie carries
// nothing secret, only what the visitor just typed; the signature stops others forging it.
const DEVELOPMENT_SECRET = 'development-only-session-secret';

/** What /get-started hands over to /confirmation (docs/decisions/0006). */
const handoverSchema = z.object({
  firstName: z.string().max(120),
  serviceTitle: z.string().max(120),
  // Only for visitors without JavaScript: the draft values, so /confirmation can offer the draft.
  draft: z
    .object({
      serviceTitle: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string().optional(),
      company: z.string().optional(),
      additionalInfo: z.string().optional(),
    })
    .optional(),
});

export type ConfirmationHandover = z.infer<typeof handoverSchema>;

const FLASH_KEY = 'confirmation';

/** The hand-over cookie's name; the server's page cache also knows it by this (app/entry.server.tsx). */
export const CONFIRMATION_COOKIE = '__confirmation';

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const env = getEnv();
  return createCookieSessionStorage({
    cookie: {
      name: CONFIRMATION_COOKIE,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: env.NODE_ENV === 'production',
      maxAge: 10 * 60,
      secrets: [env.SESSION_SECRET ?? DEVELOPMENT_SECRET],
    },
  });
}

function getStorage() {
  storage ??= createStorage();
  return storage;
}

/**
 * The Set-Cookie header that hands the values over, or null when they do not fit in a cookie
 * (browsers drop cookies over 4 KB; the storage refuses to write one).
 */
export async function commitHandover(request: Request, handover: ConfirmationHandover): Promise<string | null> {
  const { getSession, commitSession } = getStorage();
  const session = await getSession(request.headers.get('Cookie'));
  session.flash(FLASH_KEY, handover);
  try {
    return await commitSession(session);
  } catch {
    return null;
  }
}

/** Reads (and so removes) the handed-over values, with the header that removes them. */
export async function takeHandover(
  request: Request,
): Promise<{ handover: ConfirmationHandover | null; setCookie: string }> {
  const { getSession, commitSession } = getStorage();
  const session = await getSession(request.headers.get('Cookie'));
  const parsed = handoverSchema.safeParse(session.get(FLASH_KEY));
  return { handover: parsed.success ? parsed.data : null, setCookie: await commitSession(session) };
}
