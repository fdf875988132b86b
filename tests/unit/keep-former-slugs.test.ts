import type * as Sanity from 'sanity';
import type { DocumentActionComponent, DocumentActionProps } from 'sanity';
import { describe, expect, it, vi } from 'vitest';

// The Studio's publish action for routed types: it notes the slug a rename leaves on the draft,
// then publishes as Sanity's own action does.

const patch = vi.hoisted(() => vi.fn());
vi.mock('sanity', async (importOriginal) => ({
  ...(await importOriginal<typeof Sanity>()),
  useDocumentOperation: () => ({ patch: { execute: patch } }),
}));

const { keepFormerSlugs } = await import('../../studio/address-history');

function props(published: string, draft: string): DocumentActionProps {
  const document = (slug: string) => ({
    _id: 'jobPosition-x',
    _type: 'jobPosition',
    _rev: 'r',
    _createdAt: '2026-01-01T00:00:00Z',
    _updatedAt: '2026-01-01T00:00:00Z',
    slug: { _type: 'slug', current: slug },
  });
  return {
    id: 'jobPosition-x',
    type: 'jobPosition',
    published: document(published),
    draft: { ...document(draft), _id: 'drafts.jobPosition-x' },
    onComplete: () => undefined,
  } as unknown as DocumentActionProps;
}

function sanityPublish(onHandle: () => void): DocumentActionComponent {
  const action: DocumentActionComponent = () => ({ label: 'Publish', onHandle });
  action.action = 'publish';
  return action;
}

describe('the publish action of a routed type', () => {
  it('keeps the slug a rename leaves, on the draft, before publishing it', () => {
    patch.mockClear();
    const published = vi.fn();
    const action = keepFormerSlugs(sanityPublish(published));
    expect(action.action).toBe('publish');
    const description = action(props('designer', 'product-designer'));
    expect(description?.label).toBe('Publish');
    description?.onHandle?.();
    expect(patch).toHaveBeenCalledWith([{ set: { formerSlugs: ['designer'] } }]);
    expect(published).toHaveBeenCalledOnce();
    expect(patch.mock.invocationCallOrder[0]).toBeLessThan(published.mock.invocationCallOrder[0] ?? 0);
  });

  it('publishes as it is when the slug stays', () => {
    patch.mockClear();
    const published = vi.fn();
    keepFormerSlugs(sanityPublish(published))(props('designer', 'designer'))?.onHandle?.();
    expect(patch).not.toHaveBeenCalled();
    expect(published).toHaveBeenCalledOnce();
  });
});
