import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { action as mobileAction } from '~/routes/mobile-app-quote';
import { action as webAction } from '~/routes/web-app-quote';
import { MOBILE_QUOTE_CALCULATOR } from '~/lib/quote/mobile-quote';
import { WEB_QUOTE_CALCULATOR } from '~/lib/quote/web-quote';
import { actionArgs, dataOf, settle, statusOf } from '../support/route-args';

function post(path: string, fields: Record<string, string>) {
  return actionArgs(path, new URLSearchParams(fields));
}

/** Route actions answer either a plain object or a `data()` wrapper carrying a status. */
async function unwrap(answer: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const value = await settle(answer);
  return { status: statusOf(value) ?? 200, body: dataOf(value) };
}

const answerSchema = z.object({ status: z.string(), values: z.record(z.string(), z.string()) });
const valuesOf = (body: unknown) => answerSchema.parse(body).values;

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', company: '' };

describe('quote actions (no-JavaScript path)', () => {
  it('answers a valid mobile submission with the result view and the values it prices', async () => {
    const fields = {
      ...contact,
      screens: '25',
      userAuth: 'on',
      adminPanel: 'on',
      apiIntegrations: '8',
      timeline: 'rush',
      intent: 'calculate',
    };
    const { status, body } = await unwrap(mobileAction(post('/mobile-app-quote', fields)));
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'result',
      values: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        screens: '25',
        userAuth: 'on',
        adminPanel: 'on',
        apiIntegrations: '8',
        timeline: 'rush',
      },
    });
    const values = valuesOf(body);
    // 2,500 + 1,500 + 500 + 1,200 + 8 × 200 + 1,000
    expect(MOBILE_QUOTE_CALCULATOR.quote(values).total).toBe(8300);
  });

  it('answers Modify Requirements with the form and every value kept', async () => {
    const fields = {
      ...contact,
      company: 'Engines Ltd',
      pages: '20',
      cms: 'on',
      timeline: 'flexible',
      additionalFeatures: 'Blog',
      intent: 'modify',
    };
    const { body } = await unwrap(webAction(post('/web-app-quote', fields)));
    expect(body).toEqual({
      status: 'form',
      values: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Engines Ltd',
        pages: '20',
        cms: 'on',
        timeline: 'flexible',
        additionalFeatures: 'Blog',
      },
    });
    expect(WEB_QUOTE_CALCULATOR.quote(valuesOf(body)).total).toBe(1500 + 1200 + 800 - 300);
  });

  it('sends the form back with messages and values when name or email is missing', async () => {
    const { status, body } = await unwrap(
      mobileAction(post('/mobile-app-quote', { name: '', email: 'nope', screens: '8', pushNotifications: 'on' })),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      status: 'error',
      fieldErrors: { name: ['Enter your name.'], email: ['Enter a valid email address, like name@example.com.'] },
      values: { screens: '8', pushNotifications: 'on', email: 'nope' },
    });
  });

  it('prices unknown option values with the defaults instead of failing', async () => {
    const { status, body } = await unwrap(
      webAction(post('/web-app-quote', { ...contact, pages: '999', apiIntegrations: '-4', timeline: 'yesterday' })),
    );
    expect(status).toBe(200);
    const quote = WEB_QUOTE_CALCULATOR.quote(valuesOf(body));
    expect(quote.total).toBe(1500);
    expect(quote.timeline.duration).toBe('4-6 weeks');
  });

  it('refuses an oversized body without a server error', async () => {
    const { status } = await unwrap(
      mobileAction(post('/mobile-app-quote', { ...contact, additionalFeatures: 'x'.repeat(100_000) })),
    );
    expect(status).toBe(413);
  });
});
