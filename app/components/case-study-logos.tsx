// Logo marks of the (fictional) clients on the case studies page. Decorative: the
// company name is written next to each one.

const markClass = "size-14 shrink-0";

/** Le Fournil de Limoilou: a loaf with its scoring, on a warm square. */
function BakeryLogo() {
  return (
    <svg viewBox="0 0 56 56" className={markClass} aria-hidden data-testid="case-logo">
      <rect width="56" height="56" rx="16" fill="#b45309" />
      <ellipse cx="28" cy="31" rx="17" ry="11" fill="#fde68a" />
      <path d="M19 27l5 6M26 25l5 7M33 25l5 6" stroke="#b45309" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** Rénovations Rive-Sud: a roof over a hammer handle. */
function RenovationLogo() {
  return (
    <svg viewBox="0 0 56 56" className={markClass} aria-hidden data-testid="case-logo">
      <rect width="56" height="56" rx="16" fill="#0f766e" />
      <path
        d="M12 28l16-13 16 13"
        fill="none"
        stroke="#ffffff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="19" y="29" width="18" height="14" rx="2" fill="#99f6e4" />
      <rect x="25" y="34" width="6" height="9" rx="1" fill="#0f766e" />
    </svg>
  );
}

/** Clinique Mouvement Estrie: a figure in motion inside a circle. */
function ClinicLogo() {
  return (
    <svg viewBox="0 0 56 56" className={markClass} aria-hidden data-testid="case-logo">
      <rect width="56" height="56" rx="28" fill="#4f46e5" />
      <circle cx="31" cy="15" r="4" fill="#ffffff" />
      <path
        d="M20 27l8-5 5 6 6 1M28 22l-3 11 7 5 -2 8M25 33l-6 7"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A case study staff added has no drawn mark: its company's initials, decorative too. */
function InitialsLogo({ company }: { company: string }) {
  const initials = company
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join("");
  return (
    <span
      aria-hidden
      data-testid="case-logo"
      className={`${markClass} flex items-center justify-center rounded-2xl bg-slate-700 text-lg font-bold text-white`}
    >
      {initials || company.charAt(0)}
    </span>
  );
}

const drawnLogos: Record<string, () => JSX.Element> = {
  bakery: BakeryLogo,
  renovation: RenovationLogo,
  clinic: ClinicLogo,
};

/**
 * The mark of a case study: the logo staff uploaded (with its alt text, docs/decisions/051),
 * else the one drawn for its key, else its initials.
 */
export function CaseStudyLogo({
  id,
  company,
  logo,
}: {
  id: string;
  company: string;
  logo?: { url: string; alt: string };
}) {
  if (logo?.url)
    return (
      <img
        src={logo.url}
        alt={logo.alt}
        width={56}
        height={56}
        loading="lazy"
        className={`${markClass} rounded-2xl object-contain`}
        data-testid="case-logo"
      />
    );
  const Drawn = drawnLogos[id];
  return Drawn ? <Drawn /> : <InitialsLogo company={company} />;
}
