import type { ComponentType } from 'react';
import type { SpriteIconName } from './icon-names';
import { SpriteSvg, type IconProps } from './sprite-svg';

export { SpriteSvg };

export type SpriteIcon = ComponentType<IconProps>;

function spriteIcon(symbol: SpriteIconName): SpriteIcon {
  return function SpriteIconComponent(props: IconProps) {
    return <SpriteSvg symbol={symbol} {...props} />;
  };
}

// The names the code used with Lucide, so a component swaps its import and nothing else. The same
// pairs as SPRITE_ICONS (tests/unit/icon-sprite.test.ts), written out so pages ship no lookup table.
export const Accessibility = /* @__PURE__ */ spriteIcon('accessibility');
export const ArrowLeft = /* @__PURE__ */ spriteIcon('arrow-left');
export const ArrowRight = /* @__PURE__ */ spriteIcon('arrow-right');
export const BarChart3 = /* @__PURE__ */ spriteIcon('chart-column');
export const Bell = /* @__PURE__ */ spriteIcon('bell');
export const Brain = /* @__PURE__ */ spriteIcon('brain');
export const Briefcase = /* @__PURE__ */ spriteIcon('briefcase');
export const Building2 = /* @__PURE__ */ spriteIcon('building-complex');
export const Calculator = /* @__PURE__ */ spriteIcon('calculator');
export const CalendarClock = /* @__PURE__ */ spriteIcon('calendar-clock');
export const CalendarDays = /* @__PURE__ */ spriteIcon('calendar-days');
export const Car = /* @__PURE__ */ spriteIcon('car');
export const Check = /* @__PURE__ */ spriteIcon('check');
export const CheckCircle2 = /* @__PURE__ */ spriteIcon('circle-check');
export const ChevronDown = /* @__PURE__ */ spriteIcon('chevron-down');
export const CircleAlert = /* @__PURE__ */ spriteIcon('circle-exclamation-point');
export const CircleCheck = /* @__PURE__ */ spriteIcon('circle-check');
export const Clock = /* @__PURE__ */ spriteIcon('clock');
export const Cloud = /* @__PURE__ */ spriteIcon('cloud');
export const Code2 = /* @__PURE__ */ spriteIcon('code-xml');
export const Compass = /* @__PURE__ */ spriteIcon('compass');
export const Contrast = /* @__PURE__ */ spriteIcon('contrast');
export const Copy = /* @__PURE__ */ spriteIcon('copy');
export const Download = /* @__PURE__ */ spriteIcon('download');
export const ExternalLink = /* @__PURE__ */ spriteIcon('external-link');
export const Eye = /* @__PURE__ */ spriteIcon('eye');
export const FileArchive = /* @__PURE__ */ spriteIcon('file-archive');
export const FileText = /* @__PURE__ */ spriteIcon('file-text');
export const FlaskConical = /* @__PURE__ */ spriteIcon('flask-conical');
export const Focus = /* @__PURE__ */ spriteIcon('focus');
export const Globe = /* @__PURE__ */ spriteIcon('globe');
export const Hand = /* @__PURE__ */ spriteIcon('hand');
export const HardHat = /* @__PURE__ */ spriteIcon('hard-hat');
export const Heart = /* @__PURE__ */ spriteIcon('heart');
export const Home = /* @__PURE__ */ spriteIcon('house');
export const ImageUp = /* @__PURE__ */ spriteIcon('image-up');
export const Info = /* @__PURE__ */ spriteIcon('info');
export const KeyRound = /* @__PURE__ */ spriteIcon('key-round');
export const Landmark = /* @__PURE__ */ spriteIcon('landmark');
export const Link2 = /* @__PURE__ */ spriteIcon('link-2');
export const ListChecks = /* @__PURE__ */ spriteIcon('list-checks');
export const Loader2 = /* @__PURE__ */ spriteIcon('loader-circle');
export const Lock = /* @__PURE__ */ spriteIcon('lock');
export const Mail = /* @__PURE__ */ spriteIcon('mail');
export const MapPin = /* @__PURE__ */ spriteIcon('map-pin');
export const Menu = /* @__PURE__ */ spriteIcon('menu');
export const Mic = /* @__PURE__ */ spriteIcon('mic');
export const Palette = /* @__PURE__ */ spriteIcon('palette');
export const Pause = /* @__PURE__ */ spriteIcon('pause');
export const PencilLine = /* @__PURE__ */ spriteIcon('pencil-line');
export const Phone = /* @__PURE__ */ spriteIcon('phone');
export const Play = /* @__PURE__ */ spriteIcon('play');
export const PlayCircle = /* @__PURE__ */ spriteIcon('circle-play');
export const Plug = /* @__PURE__ */ spriteIcon('plug');
export const Rocket = /* @__PURE__ */ spriteIcon('rocket');
export const RotateCcw = /* @__PURE__ */ spriteIcon('rotate-ccw');
export const Satellite = /* @__PURE__ */ spriteIcon('satellite');
export const Scale = /* @__PURE__ */ spriteIcon('scale');
export const ScanEye = /* @__PURE__ */ spriteIcon('scan-eye');
export const ScanSearch = /* @__PURE__ */ spriteIcon('scan-search');
export const Search = /* @__PURE__ */ spriteIcon('search');
export const Send = /* @__PURE__ */ spriteIcon('send');
export const Settings = /* @__PURE__ */ spriteIcon('settings');
export const Share2 = /* @__PURE__ */ spriteIcon('share-2');
export const Shield = /* @__PURE__ */ spriteIcon('shield');
export const Smartphone = /* @__PURE__ */ spriteIcon('smartphone');
export const Sparkles = /* @__PURE__ */ spriteIcon('sparkles');
export const Star = /* @__PURE__ */ spriteIcon('star');
export const Store = /* @__PURE__ */ spriteIcon('store');
export const Timer = /* @__PURE__ */ spriteIcon('timer');
export const TrainFront = /* @__PURE__ */ spriteIcon('train-front');
export const Trash2 = /* @__PURE__ */ spriteIcon('trash');
export const TriangleAlert = /* @__PURE__ */ spriteIcon('triangle-exclamation-point');
export const Truck = /* @__PURE__ */ spriteIcon('truck');
export const UploadCloud = /* @__PURE__ */ spriteIcon('cloud-upload');
export const User = /* @__PURE__ */ spriteIcon('user');
export const Users = /* @__PURE__ */ spriteIcon('users');
export const Video = /* @__PURE__ */ spriteIcon('video');
export const Volume2 = /* @__PURE__ */ spriteIcon('volume-2');
export const Workflow = /* @__PURE__ */ spriteIcon('workflow');
export const Wrench = /* @__PURE__ */ spriteIcon('wrench');
export const X = /* @__PURE__ */ spriteIcon('x');
export const Zap = /* @__PURE__ */ spriteIcon('zap');
