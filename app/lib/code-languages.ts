// The languages a post's code block may name. The Studio offers them; the site colors each with
// the grammar of the same name (app/lib/highlight.server.ts). Relative imports only: the Studio
// build reads this file too.

export const POST_CODE_LANGUAGES = [
  { title: 'Swift', value: 'swift' },
  { title: 'Kotlin', value: 'kotlin' },
  { title: 'Python', value: 'python' },
  { title: 'TypeScript', value: 'typescript' },
  { title: 'JavaScript', value: 'javascript' },
  { title: 'JSON', value: 'json' },
  { title: 'CSS', value: 'css' },
  { title: 'HTML', value: 'markup' },
  { title: 'Shell', value: 'bash' },
  { title: 'YAML', value: 'yaml' },
  { title: 'SQL', value: 'sql' },
  { title: 'Plain text', value: 'text' },
] as const;

/** The name a reader sees above a block of code. */
export function codeLanguageTitle(language: string): string {
  return POST_CODE_LANGUAGES.find((item) => item.value === language)?.title ?? language;
}
