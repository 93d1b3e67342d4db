import { InjectConfig, type AppConfig } from '@dha/server-core';
import { Injectable } from '@nestjs/common';
import sanitizeHtml from 'sanitize-html';

/**
 * The classes the console's rich-text editor produces. The console has no rich-text editor yet (a
 * course description and a centre's traffic guide are typed as HTML into a text area), so it
 * produces none: every class attribute is dropped. When an editor lands, list its classes here.
 */
export const RICH_TEXT_CLASSES: readonly string[] = [];

/** Where rich text may take images from and which classes it may keep. */
export interface RichTextPolicy {
  /** same-origin path prefixes of our own files, e.g. `/admin-api/infra/file/` */
  filePaths: readonly string[];
  /** absolute base URLs of our own file servers (configuration FILE_BASE_URLS), each ending in `/` */
  fileBaseUrls: readonly URL[];
  classes: readonly string[];
}

/**
 * The policy of a server: images from the API's own file path (`${apiPrefix}/infra/file/…`, where
 * uploads are served) and from the configured file servers; the classes of {@link RICH_TEXT_CLASSES}.
 */
export function richTextPolicy(apiPrefix: string, fileBaseUrls: readonly string[], classes = RICH_TEXT_CLASSES): RichTextPolicy {
  const slash = (s: string): string => (s.endsWith('/') ? s : `${s}/`);
  return {
    filePaths: [`${apiPrefix.replace(/\/+$/, '')}/infra/file/`],
    fileBaseUrls: fileBaseUrls.map((u) => new URL(slash(u))),
    classes,
  };
}

/** Raster images inline: they load nothing from anywhere (no tracking) and cannot carry script, unlike SVG. */
const INLINE_RASTER_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp|bmp);base64,[a-z0-9+/=\s]*$/i;
/** Resolves same-origin paths as a browser would, without knowing the real origin. */
const SAME_ORIGIN = 'http://same-origin.invalid';

/**
 * Whether an image address is one of our own uploads. Addresses are resolved as the browser will
 * resolve them (dot segments, encoded dots, backslashes, `//host`, `user@host`), then compared:
 * a same-origin path must stay under a file path, an absolute URL under a configured base URL
 * (same scheme, host and port, path below the base's).
 */
export function isOwnImage(src: string | undefined, policy: RichTextPolicy): boolean {
  const s = (src ?? '').trim();
  if (!s) return false;
  if (/^data:/i.test(s)) return INLINE_RASTER_IMAGE.test(s);
  let url: URL;
  try {
    url = s.startsWith('/') ? new URL(s, SAME_ORIGIN) : new URL(s);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.origin === SAME_ORIGIN) return s.startsWith('/') && policy.filePaths.some((p) => url.pathname.startsWith(p));
  return policy.fileBaseUrls.some((base) => url.origin === base.origin && url.pathname.startsWith(base.pathname));
}

function optionsOf(policy: RichTextPolicy): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags,
      'img',
      'span',
      'font',
      'u',
      's',
      'del',
      'ins',
      'sub',
      'sup',
      'mark',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
    ],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel', 'title'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      font: ['color', 'size'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
      '*': ['style'],
    },
    // a class is kept only when listed; an empty list drops the attribute
    allowedClasses: { '*': [...policy.classes] },
    allowedStyles: {
      '*': {
        color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
        'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
        'text-align': [/^(left|right|center|justify)$/],
        'font-size': [/^\d+(\.\d+)?(px|em|rem|pt|%)$/],
        'font-weight': [/^(normal|bold|\d{3})$/],
        'text-decoration': [/^(none|underline|line-through)$/],
        'line-height': [/^[\d.]+(px|em|%)?$/],
        width: [/^\d+(\.\d+)?(px|%)$/],
        height: [/^\d+(\.\d+)?(px|%)$/],
      },
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    // an image from anywhere else (a tracking pixel, a hotlink) goes, tag and all
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImage(frame.attribs.src, policy),
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    },
  };
}

/**
 * Rich text from an editor, reduced to formatting tags, the listed classes and images from our own
 * uploads; scripts, event handlers, other images and unlisted classes are removed.
 */
export function sanitizeRichText(html: string | null | undefined, policy: RichTextPolicy): string {
  if (!html) return '';
  return sanitizeHtml(html, optionsOf(policy));
}

/** This server's rich-text sanitiser: the policy of its API prefix and configured file servers (FILE_BASE_URLS). */
@Injectable()
export class RichText {
  readonly policy: RichTextPolicy;

  constructor(@InjectConfig() config: AppConfig) {
    this.policy = richTextPolicy(config.API_PREFIX, config.FILE_BASE_URLS);
  }

  sanitize(html: string | null | undefined): string {
    return sanitizeRichText(html, this.policy);
  }

  /** Whether an image address is one of our own uploads (what a description's images and a cover may show). */
  isOwnImage(src: string): boolean {
    return isOwnImage(src, this.policy);
  }
}
