import type { ChangeEvent } from 'react';
import { FileDropZone } from '~/components/ui/file-drop-zone';

export type ScannerImage = { name: string; preview: string };

/** The scanner's "Image Upload" tab: the screenshot drop zone and the chosen picture. */
export function ScannerImageUpload({
  id,
  image,
  disabled,
  onChange,
}: {
  id: string;
  image: ScannerImage | null;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="space-y-3">
      <FileDropZone
        id={id}
        label="Screenshot of your app"
        prompt="PNG, JPG or any other image"
        accept="image/*"
        disabled={disabled}
        onChange={onChange}
        showList={false}
      />
      {image ? (
        <div className="flex items-center gap-3 rounded-xl bg-ink-50 p-3">
          <img src={image.preview} alt="" className="size-14 rounded-lg object-cover" />
          <p className="text-sm text-ink-700">
            <span className="font-semibold text-ink-900">{image.name}</span> is ready to scan.
          </p>
        </div>
      ) : null}
    </div>
  );
}
