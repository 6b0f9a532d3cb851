import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import type { HttpReply, HttpRequest } from '@stillframe/server-kit';

/** Where the product's pages load from besides itself: YouTube's player and images, Unsplash photos, DeArrow's thumbnails. */
const DEFAULT_SOURCES = {
  script: ['https://www.youtube.com', 'https://s.ytimg.com'],
  frame: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
  img: [
    'https://i.ytimg.com',
    'https://yt3.ggpht.com',
    'https://images.unsplash.com',
    // DeArrow's community thumbnails (frames of the video), on its thumbnail service.
    'https://dearrow-thumb.ajay.app',
    'data:',
  ],
};

/**
 * Security headers with a Content-Security-Policy for the web app. `extraOrigins` adds origins (the
 * sandbox upstreams in demo mode) to scripts, frames and images. The referrer policy must send the
 * origin: YouTube refuses embeds without a Referer (player error 153).
 */
export function securityHeaders(extraOrigins: string[]) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...DEFAULT_SOURCES.script, ...extraOrigins],
        frameSrc: DEFAULT_SOURCES.frame.concat(extraOrigins),
        imgSrc: ["'self'", ...DEFAULT_SOURCES.img, ...extraOrigins],
        // antd writes its styles at run time (CSS-in-JS).
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", 'https://checkout.stripe.com', 'https://billing.stripe.com', ...extraOrigins],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // No directive depends on the request, so helmet's headers are worked out once, on a sample response.
  const sample = new ServerResponse(new IncomingMessage(new Socket()));
  setHeaders(sample.req, sample, () => undefined);
  const headers = Object.entries(sample.getHeaders());
  // On the Node response: Fastify adds them to every answer, errors and static files included.
  return (_request: HttpRequest, reply: HttpReply): void => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value!);
  };
}
