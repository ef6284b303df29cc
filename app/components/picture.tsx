import { cn } from "~/utils/misc";
import { versionedUrl } from "~/utils/url";

/**
 * An image in modern formats (AVIF, then WebP) from `npm run images`: `src` is the path
 * without its extension, e.g. "/images/gallery/storefront". Width and height are always
 * set so the page does not shift while it loads; images are lazy unless `priority`
 * (above the fold). `versions` is the image folder's list (`virtual:image-versions/<folder>`),
 * which puts each file's version in its URL.
 */
export function Picture({
  src,
  versions,
  alt,
  width,
  height,
  priority = false,
  className,
}: {
  src: string;
  versions: Record<string, string>;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={versionedUrl(versions, `${src}.avif`)} />
      <img
        src={versionedUrl(versions, `${src}.webp`)}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        // React 18 has no fetchPriority prop (React 19 has): it warns about the camel-case
        // name and renders the lowercase attribute as given.
        {...{ fetchpriority: priority ? "high" : "auto" }}
        className={cn("h-auto max-w-full", className)}
      />
    </picture>
  );
}
