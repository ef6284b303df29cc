import { services } from "~/config/site";

/** Header navigation, in order, by French path; the services entry has a dropdown. */
export const navItems = [
  { key: "home", path: "/" },
  { key: "services", path: "/services" },
  { key: "gallery", path: "/galerie" },
  { key: "blog", path: "/blog" },
  { key: "contact", path: "/contact" },
  { key: "appointment", path: "/rendez-vous" },
] as const;

export const serviceLinks = services.map((service) => ({
  key: service.key,
  path: `/services/${service.slug}`,
}));
