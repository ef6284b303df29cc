import imageVersions from "virtual:image-versions";
import { cn } from "~/utils/misc";
import { versionedUrl } from "~/utils/url";

const versioned = (url: string) => versionedUrl(imageVersions, url);

/**
 * An image in modern formats (AVIF, then WebP) from `npm run images`: `src` is the path
 * without its extension, e.g. "/images/gallery/storefront". Width and height are always
 * set so the page does not shift while it loads; images are lazy unless `priority`
 * (above the fold).
 */
export function Picture({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={versioned(`${src}.avif`)} />
      <img
        src={versioned(`${src}.webp`)}
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
