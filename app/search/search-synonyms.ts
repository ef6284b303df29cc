// Words visitors use for what the site says otherwise (docs/decisions/052): each group's
// first phrase is what the index keeps for every other one-word phrase of the group, in
// either language. Add a group when the question log (/admin/questions) shows a miss.

export const synonymGroups: readonly (readonly string[])[] = [
  ["seo", "référencement", "referencing", "référencer"],
  ["publicité", "pub", "pubs", "publicités", "ads", "advertising", "annonces"],
  ["intelligence artificielle", "ia", "ai"],
  ["soumission", "devis", "quote", "estimate", "estimation", "soumissions"],
  ["prix", "tarif", "tarifs", "coût", "coûts", "cost", "costs", "price", "pricing", "combien"],
  ["site", "website", "sites", "websites"],
  ["courriel", "email", "e-mail", "mail", "courriels"],
  ["téléphone", "phone", "tel", "tél", "appeler"],
  ["heures", "hours", "horaire", "horaires", "ouvert", "open"],
  ["adresse", "address", "bureau", "office", "located", "situé", "où"],
  ["rendez-vous", "appointment", "meeting", "rencontre", "rdv"],
];
