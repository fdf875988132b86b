import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

function restoreFocus(element: Element | null) {
  if (element instanceof HTMLElement && element.isConnected) element.focus();
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A modal built on the native <dialog>: the browser makes the rest of the page inert, traps
 * focus and closes it on Escape. Focus returns to whatever opened it.
 */
export function Dialog({ open, onClose, title, description, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      restoreFocus(opener.current);
      onClose();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, [onClose]);

  // Unmounted while open (for example when a submitted form closes its dialogs): the browser
  // fires no close event, so focus is handed back here.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) restoreFocus(opener.current);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === ref.current) ref.current.close();
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-card bg-white p-0 text-ink-900 shadow-lift',
        className,
      )}
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-ink-100 bg-white/95 px-6 py-5 backdrop-blur sm:px-8">
        <div className="space-y-1">
          <h2 id={titleId} className="text-xl font-bold sm:text-2xl">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="text-sm text-ink-600">
              {description}
            </div>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="-mr-2 rounded-full p-2 text-ink-600 hover:bg-ink-50 hover:text-ink-950"
        >
          <SpriteSvg symbol="x" aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </button>
      </div>
      <div className="px-6 py-6 sm:px-8">{children}</div>
    </dialog>
  );
}
