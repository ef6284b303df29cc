import type { SVGProps } from "react";

// Brand marks drawn in-house (the icon library has no brand logos). Decorative: the
// buttons that hold them carry the accessible name.

export function LinkedinIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" {...props}>
      <rect x="3" y="9" width="4" height="12" rx="1" />
      <circle cx="5" cy="5" r="2.2" />
      <path d="M10 9h3.8v1.7C14.5 9.6 15.9 8.8 17.6 8.8 20.3 8.8 21 10.6 21 13.3V21h-4v-6.8c0-1.4-.4-2.3-1.7-2.3-1.4 0-2.3 1-2.3 2.5V21h-3z" />
    </svg>
  );
}

export function InstagramIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function WhatsappIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" {...props}>
      <path d="M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 8 19.4z" />
      <path
        d="M9 8.5c0 3.3 2.9 6.5 6.2 6.5l1-1.3-1.8-1-1 .7c-1-.5-1.9-1.4-2.4-2.4l.7-1-1-1.8z"
        fill="currentColor"
        stroke="none"
      />
    </svg>
  );
}
