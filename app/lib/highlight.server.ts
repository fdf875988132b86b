import type { ElementContent, Root } from 'hast';
import { refractor } from 'refractor';

// Code in articles is colored on the server, once per content version, with refractor (Prism's
// grammars, giving a syntax tree instead of HTML). The page carries the colored markup; the
// browser downloads no highlighter (docs/decisions/0029).

/** A highlighted token tree, or the code as plain text when its language has no grammar here. */
export function highlightCode(code: string, language: string): Root {
  if (language !== 'text' && refractor.registered(language)) return refractor.highlight(code, language);
  return { type: 'root', children: [{ type: 'text', value: code }] };
}

export type { ElementContent };
