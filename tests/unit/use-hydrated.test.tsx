// @vitest-environment jsdom
import { act, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { HydratesLaterContext, PAGE_HYDRATED_ATTRIBUTE, useHydrated } from '~/render/use-hydrated';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(PAGE_HYDRATED_ATTRIBUTE);
});

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'hydrated' : 'server'}</p>;
}

/** The page, which marks <html> once hydrated, as the root layout does. */
function Page({ children }: { children: ReactNode }) {
  useEffect(() => document.documentElement.setAttribute(PAGE_HYDRATED_ATTRIBUTE, ''), []);
  return <div>{children}</div>;
}

/** Renders `page` on the server, then hydrates it as the browser does; returns recoverable errors. */
async function hydrate(page: JSX.Element) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}

describe('useHydrated', () => {
  it('is false in the server HTML and while hydrating, then true, with no mismatch', async () => {
    const seen: boolean[] = [];
    const { container, errors } = await hydrate(
      <Page>
        <Probe seen={seen} />
      </Page>,
    );
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('hydrated');
  });

  it('starts at true in a component mounted after the page hydrated (a client-side navigation)', async () => {
    await hydrate(<Page>{null}</Page>);
    const seen: boolean[] = [];
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Probe seen={seen} />);
    });
    expect(seen).toEqual([true]);
  });

  it('starts at false in server HTML hydrated after the page (a lazy part), then turns true', async () => {
    await hydrate(<Page>{null}</Page>);
    const seen: boolean[] = [];
    const later = (
      <HydratesLaterContext.Provider value>
        <Probe seen={seen} />
      </HydratesLaterContext.Provider>
    );
    const { container, errors } = await hydrate(later);
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('hydrated');
  });
});
