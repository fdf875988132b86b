/**
 * Styles that apply only when scripting is off, so pages with JavaScript never flash:
 * - data-js-only: controls that do nothing without JavaScript are hidden;
 * - data-no-js: notes and content meant for that case are shown (even if `hidden`);
 * - tabs (ui/tabs.tsx): the tab list is hidden and every panel shows under its heading.
 */
export function NoScriptStyles() {
  return (
    // In the base layer: Tailwind's preflight hides [hidden] with a layered !important, which
    // an unlayered !important rule cannot override.
    <noscript>
      <style>
        {'@layer base{' +
          '[data-tabs-list],[data-js-only]{display:none!important}' +
          '[data-tab-panel][hidden],[data-tab-heading],[data-no-js],[data-no-js][hidden]{display:block!important}' +
          '[data-tab-panel]{margin-top:2.5rem}' +
          '}'}
      </style>
    </noscript>
  );
}
