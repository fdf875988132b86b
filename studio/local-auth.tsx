import { createClient } from '@sanity/client';
import { of } from 'rxjs';
import type { AuthStore } from 'sanity';

/** Said where the Studio would offer a login, when there is no project to log in to. */
function NoProject() {
  return (
    <p style={{ maxWidth: '32rem', margin: '4rem auto', padding: '0 1rem', font: 'inherit', lineHeight: 1.5 }}>
      No Sanity project is configured: this Studio edits the project named by SANITY_STUDIO_PROJECT_ID
      (docs/operating.md, &ldquo;Connecting a real Sanity project&rdquo;).
    </p>
  );
}

/**
 * The auth of a Studio with no Sanity project (`local`, the bundled dataset): there is no login
 * service to ask, so it is signed out without a request. Sanity's schema CLI and TypeGen resolve
 * the workspace through its auth, and would otherwise wait on a login service this machine may not
 * reach (they need the schema, never a user).
 */
export function localAuthStore(dataset: string): AuthStore {
  const client = createClient({ projectId: 'local', dataset, apiVersion: '2025-02-19', useCdn: false });
  return { state: of({ authenticated: false, client, currentUser: null }), LoginComponent: NoProject };
}
