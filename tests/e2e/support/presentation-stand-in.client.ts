import { createConnectionMachine, createController, type Message, type MessageData } from '@sanity/comlink';
import { createCompatibilityActors } from '@sanity/presentation-comlink';

/**
 * Sanity's Presentation tool reduced to its conversation with the page it frames: the same
 * comlink controller and channel the Studio creates (name "presentation", connecting to the
 * page's "visual-editing" node, with heartbeat and the Studio's compatibility actors, which speak
 * the older message format the page's node also answers in), recording what the page says and letting a test
 * send what the Studio sends. Bundled by tests/e2e/support/presentation-stand-in.ts.
 */
interface Recorded {
  type: string;
  data: unknown;
}

const frame = document.querySelector('iframe');
if (!frame?.contentWindow) throw new Error('The Presentation stand-in needs an iframe');
const target = frame.contentWindow;
const received: Recorded[] = [];
let status = 'idle';

const controller = createController({ targetOrigin: new URL(frame.src).origin });
controller.addTarget(target);
const channel = controller.createChannel<Message, Message>(
  { name: 'presentation', heartbeat: true, connectTo: 'visual-editing' },
  createConnectionMachine<Message, Message>().provide({ actors: createCompatibilityActors<Message>() }),
);
channel.onStatus((event) => {
  status = event.status;
});
for (const type of [
  'visual-editing/focus',
  'visual-editing/navigate',
  'visual-editing/refreshed',
  'visual-editing/meta',
]) {
  channel.on(type, (data) => {
    received.push({ type, data });
    return undefined;
  });
}
channel.start();

Object.assign(window, {
  presentation: {
    status: () => status,
    received: () => received,
    post: (type: string, data: MessageData) => channel.post(type, data),
  },
});
