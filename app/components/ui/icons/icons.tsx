import type { ComponentType } from 'react';
import type { SpriteIconName } from './icon-names';
import { SpriteSvg, type IconProps } from './sprite-svg';

type SpriteIcon = ComponentType<IconProps>;

function spriteIcon(symbol: SpriteIconName): SpriteIcon {
  return function SpriteIconComponent(props: IconProps) {
    return <SpriteSvg symbol={symbol} {...props} />;
  };
}

// The names the code used with Lucide, so a component swaps its import and nothing else. Each is
// written out (no table of them) so a page ships only the ones it draws.
export const Accessibility = /* @__PURE__ */ spriteIcon('accessibility');
export const ArrowLeft = /* @__PURE__ */ spriteIcon('arrow-left');
export const ArrowRight = /* @__PURE__ */ spriteIcon('arrow-right');
export const Bell = /* @__PURE__ */ spriteIcon('bell');
export const Brain = /* @__PURE__ */ spriteIcon('brain');
export const Check = /* @__PURE__ */ spriteIcon('check');
export const CircleAlert = /* @__PURE__ */ spriteIcon('circle-exclamation-point');
export const CircleCheck = /* @__PURE__ */ spriteIcon('circle-check');
export const Clock = /* @__PURE__ */ spriteIcon('clock');
export const Contrast = /* @__PURE__ */ spriteIcon('contrast');
export const Copy = /* @__PURE__ */ spriteIcon('copy');
export const Download = /* @__PURE__ */ spriteIcon('download');
export const Eye = /* @__PURE__ */ spriteIcon('eye');
export const FileArchive = /* @__PURE__ */ spriteIcon('file-archive');
export const FlaskConical = /* @__PURE__ */ spriteIcon('flask-conical');
export const Focus = /* @__PURE__ */ spriteIcon('focus');
export const Hand = /* @__PURE__ */ spriteIcon('hand');
export const Home = /* @__PURE__ */ spriteIcon('house');
export const ImageUp = /* @__PURE__ */ spriteIcon('image-up');
export const KeyRound = /* @__PURE__ */ spriteIcon('key-round');
export const Link2 = /* @__PURE__ */ spriteIcon('link-2');
export const Loader2 = /* @__PURE__ */ spriteIcon('loader-circle');
export const Mail = /* @__PURE__ */ spriteIcon('mail');
export const MapPin = /* @__PURE__ */ spriteIcon('map-pin');
export const Mic = /* @__PURE__ */ spriteIcon('mic');
export const Palette = /* @__PURE__ */ spriteIcon('palette');
export const Pause = /* @__PURE__ */ spriteIcon('pause');
export const Phone = /* @__PURE__ */ spriteIcon('phone');
export const Play = /* @__PURE__ */ spriteIcon('play');
export const PlayCircle = /* @__PURE__ */ spriteIcon('circle-play');
export const RotateCcw = /* @__PURE__ */ spriteIcon('rotate-ccw');
export const Scale = /* @__PURE__ */ spriteIcon('scale');
export const ScanSearch = /* @__PURE__ */ spriteIcon('scan-search');
export const Search = /* @__PURE__ */ spriteIcon('search');
export const Settings = /* @__PURE__ */ spriteIcon('settings');
export const Share2 = /* @__PURE__ */ spriteIcon('share-2');
export const Smartphone = /* @__PURE__ */ spriteIcon('smartphone');
export const Sparkles = /* @__PURE__ */ spriteIcon('sparkles');
export const TrainFront = /* @__PURE__ */ spriteIcon('train-front');
export const Trash2 = /* @__PURE__ */ spriteIcon('trash');
export const TriangleAlert = /* @__PURE__ */ spriteIcon('triangle-exclamation-point');
export const UploadCloud = /* @__PURE__ */ spriteIcon('cloud-upload');
export const User = /* @__PURE__ */ spriteIcon('user');
export const Volume2 = /* @__PURE__ */ spriteIcon('volume-2');
export const X = /* @__PURE__ */ spriteIcon('x');
