import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { forwardRef, useEffect, useId, useRef, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { cn } from '~/lib/cn';
import { useHydrated } from '~/render/use-hydrated';
import { FieldShell } from './form';

type FileDropZoneProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  name?: string;
  label: string;
  hint?: string;
  error?: string[];
  /** A second line in the zone, e.g. the accepted kinds of file. */
  prompt?: string;
  /** Off when the caller shows the chosen files itself (e.g. as a preview). */
  showList?: boolean;
};

function formatSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The site's file field: a dashed drop zone with the chosen files listed under it, instead of the
 * browser's "Choose Files / No file chosen". The real file input lies over the whole zone, so a
 * click opens the picker and a dropped file lands in it, with or without JavaScript; before the
 * page is interactive the input stays visible, so the browser itself shows what was chosen.
 */
export const FileDropZone = forwardRef<HTMLInputElement, FileDropZoneProps>(function FileDropZone(
  { label, hint, error, id, required, prompt, multiple, onChange, className, disabled, showList = true, ...props },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? `${generated}-${props.name ?? 'file'}`;
  const hydrated = useHydrated();
  const [files, setFiles] = useState<{ name: string; size: number }[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    // A form reset (e.g. after a successful submission) empties the input: empty the list too.
    const form = inputRef.current?.form;
    if (!form) return;
    const clear = () => setFiles([]);
    form.addEventListener('reset', clear);
    return () => form.removeEventListener('reset', clear);
  }, []);

  function changed(event: ChangeEvent<HTMLInputElement>) {
    setDragging(false);
    setFiles(Array.from(event.target.files ?? [], (file) => ({ name: file.name, size: file.size })));
    onChange?.(event);
  }

  return (
    <FieldShell id={fieldId} label={label} required={required} hint={hint} error={error}>
      {(describedBy) => (
        <div className={cn('space-y-3', className)}>
          <div
            className={cn(
              'relative flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-5 py-6 text-center transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              dragging ? 'border-brand-600 bg-brand-50' : 'border-ink-300 bg-ink-50 hover:border-brand-400',
              error?.length && 'border-danger-600',
              disabled && 'opacity-60',
            )}
          >
            <SpriteSvg symbol="cloud-upload" aria-hidden="true" className="size-8 text-brand-600" />
            <p aria-hidden="true" className="text-sm text-ink-700">
              <span className="font-semibold text-brand-700">{multiple ? 'Choose files' : 'Choose a file'}</span> or
              drop {multiple ? 'them' : 'it'} here
              {prompt ? <span className="block text-ink-600">{prompt}</span> : null}
            </p>
            <input
              ref={(node) => {
                inputRef.current = node;
                if (typeof ref === 'function') ref(node);
                else if (ref) ref.current = node;
              }}
              id={fieldId}
              type="file"
              multiple={multiple}
              required={required}
              disabled={disabled}
              aria-invalid={error?.length ? true : undefined}
              aria-describedby={describedBy}
              onChange={changed}
              onDragEnter={() => setDragging(true)}
              onDragLeave={() => setDragging(false)}
              className={cn(
                'cursor-pointer text-sm text-ink-700 focus-visible:outline-none disabled:cursor-not-allowed',
                hydrated ? 'absolute inset-0 size-full opacity-0' : 'mt-2 max-w-full',
              )}
              {...props}
            />
          </div>
          {showList && files.length > 0 ? (
            <ul className="space-y-2">
              {files.map((file) => (
                <li
                  key={file.name}
                  className="flex items-center gap-3 rounded-xl border border-ink-100 bg-white px-4 py-2.5 text-sm shadow-xs"
                >
                  <SpriteSvg symbol="file-text" aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                  <span className="min-w-0 flex-1 truncate font-semibold text-ink-900">{file.name}</span>
                  <span className="shrink-0 text-ink-600">{formatSize(file.size)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </FieldShell>
  );
});
