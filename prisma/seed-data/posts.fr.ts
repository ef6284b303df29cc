import type { SeedPost } from "./types";

export const frenchPosts: SeedPost[] = [
  {
    slug: "guide-seo-local-pme",
    translationKey: "local-seo",
    title: "Le guide du référencement local pour les PME du Québec",
    excerpt:
      "Profil d'entreprise Google, coordonnées cohérentes, pages locales et avis : les gestes concrets pour apparaître sur la carte quand vos clients cherchent près de chez eux.",
    seoDescription:
      "Profil d'entreprise Google, coordonnées cohérentes, pages locales et avis : les gestes concrets pour apparaître sur la carte quand on vous cherche.",
    content: `<p>Quand quelqu'un cherche « plombier Québec » ou « restaurant près de moi », Google n'affiche pas d'abord dix sites web : il affiche une carte et quelques fiches d'entreprises. C'est ce qu'on appelle le « pack local », et pour une PME qui sert une clientèle de sa région, c'est souvent l'endroit le plus rentable où apparaître. Bonne nouvelle : le référencement local repose sur des gestes concrets, à la portée de toute entreprise.</p>
<h2>1. Soignez votre Profil d'entreprise Google</h2>
<p>Votre fiche Google (anciennement Google My Business) est la pièce maîtresse. Réclamez-la si ce n'est pas déjà fait, puis remplissez-la au complet :</p>
<ul>
<li><strong>La catégorie principale</strong> : choisissez la plus précise possible (« Couvreur » plutôt que « Entrepreneur »), puis ajoutez quelques catégories secondaires pertinentes.</li>
<li><strong>Les services et la zone desservie</strong> : décrivez ce que vous faites vraiment, avec les mots de vos clients.</li>
<li><strong>Les heures d'ouverture</strong>, y compris les heures spéciales des jours fériés. Une fiche qui affiche « ouvert » quand la porte est fermée fait perdre des clients et de la crédibilité.</li>
<li><strong>Des photos réelles</strong> : votre devanture, votre équipe, vos réalisations. Ajoutez-en de nouvelles quelques fois par année.</li>
</ul>
<p>Publiez aussi de temps en temps une nouveauté ou une offre dans la fiche. Ce n'est pas magique, mais une fiche active inspire confiance.</p>
<h2>2. Gardez vos coordonnées identiques partout</h2>
<p>En référencement, on parle de cohérence NAP : le nom, l'adresse et le numéro de téléphone (<em>name, address, phone</em>). Ces informations doivent être identiques sur votre site, votre fiche Google, votre page Facebook, les annuaires comme Pages Jaunes et le répertoire de votre chambre de commerce. Un ancien numéro qui traîne dans un annuaire ou une adresse écrite de trois façons différentes brouille le signal envoyé à Google… et aux clients.</p>
<p>Faites l'inventaire une fois, dans un simple tableur, et corrigez ce qui doit l'être. Si vous déménagez, reprenez la liste au complet.</p>
<h2>3. Créez de vraies pages locales</h2>
<p>Si vous desservez plusieurs villes ou secteurs, par exemple Québec, Lévis et Sainte-Foy, une page par secteur important peut vous aider à apparaître dans ces recherches. Mais attention : dupliquer la même page en changeant seulement le nom de la ville ne fonctionne pas et peut même vous nuire. Chaque page doit apporter quelque chose de propre au secteur :</p>
<ul>
<li>des projets réalisés dans le coin;</li>
<li>des particularités locales (type de bâtiments, réglementation municipale, délais de déplacement);</li>
<li>des témoignages de clients du secteur;</li>
<li>un appel à l'action clair pour demander une soumission.</li>
</ul>
<p>Sur chaque page, affichez vos coordonnées complètes et ajoutez des liens vers les pages de services concernées.</p>
<h2>4. Faites des avis une habitude</h2>
<p>Les avis Google comptent à la fois pour le classement local et pour la décision du client. Le plus efficace est de demander l'avis au bon moment, juste après un service réussi, avec un lien direct vers votre fiche, par courriel ou par texto.</p>
<p>Répondez à tous les avis, les bons comme les moins bons. Un merci personnalisé montre qu'il y a de vrais humains derrière l'entreprise; une réponse calme et constructive à une critique rassure souvent davantage qu'une note parfaite. Par contre, n'achetez jamais d'avis et n'offrez pas de récompense en échange : c'est contraire aux règles de Google, et le risque n'en vaut pas la peine.</p>
<h2>5. Vérifiez les bases de votre site</h2>
<p>Votre site doit être rapide sur mobile, afficher votre adresse et votre numéro de téléphone en texte (pas seulement dans une image) et inclure une carte ou un lien vers votre fiche. Un numéro cliquable sur cellulaire est un petit détail qui génère de vrais appels.</p>
<h2>Par où commencer?</h2>
<p>Si vous ne deviez faire qu'une chose ce mois-ci, complétez votre Profil d'entreprise Google et demandez un avis à vos cinq derniers clients satisfaits. Pour le reste, nous pouvons vous aider à bâtir une présence locale durable : découvrez notre <a href="/services/seo">service de référencement</a> ou <a href="/audit-gratuit">demandez votre audit gratuit</a>.</p>`,
    imageUrl: "/images/blog/local-seo.jpg",
    publishedAt: "2026-11-12",
    readTime: 4,
  },
  {
    slug: "vitesse-site-web-ventes",
    translationKey: "website-speed",
    title: "Pourquoi la vitesse de votre site influence vos ventes",
    excerpt:
      "Les signaux Web essentiels expliqués simplement, et les gains rapides (images, hébergement, scripts) pour un site qui charge vite et vend mieux.",
    content: `<p>Un site lent ne fait pas que tester la patience des visiteurs : il coûte des ventes. Chaque seconde d'attente donne au client une occasion de revenir aux résultats de recherche et de cliquer chez un concurrent. Sur cellulaire, avec une connexion moyenne dans un stationnement ou dans l'autobus, l'effet est encore plus marqué. La vitesse fait aussi partie des signaux d'expérience que Google prend en compte : c'est donc un enjeu à la fois commercial et de référencement.</p>
<h2>Les signaux Web essentiels, expliqués simplement</h2>
<p>Google mesure l'expérience sur une page avec trois indicateurs, les <em>Core Web Vitals</em>, appelés en français « signaux Web essentiels » :</p>
<ul>
<li><strong>LCP (Largest Contentful Paint)</strong> : le temps que prend le plus gros élément visible, souvent l'image principale ou le titre, pour s'afficher. Google le juge bon sous 2,5 secondes.</li>
<li><strong>INP (Interaction to Next Paint)</strong> : la rapidité avec laquelle la page réagit quand on clique sur un bouton ou qu'on ouvre un menu. Bon sous 200 millisecondes.</li>
<li><strong>CLS (Cumulative Layout Shift)</strong> : la stabilité visuelle. Vous connaissez le bouton qui se déplace au moment où vous allez appuyer dessus? C'est ce que le CLS mesure. Bon sous 0,1.</li>
</ul>
<p>Pour savoir où vous en êtes, utilisez PageSpeed Insights, un outil gratuit, ou le rapport sur les signaux Web essentiels de Google Search Console, qui se base sur les données de vrais visiteurs.</p>
<h2>Les images : le premier suspect</h2>
<p>Sur bien des sites de PME, les images sont la principale cause de lenteur. Une photo de plusieurs mégaoctets prise directement avec un appareil photo, affichée dans un espace de 800 pixels de large, c'est du poids inutile que chaque visiteur doit télécharger.</p>
<ul>
<li>Redimensionnez les images à leur taille réelle d'affichage, en prévoyant les écrans haute densité.</li>
<li>Utilisez des formats modernes comme WebP ou AVIF.</li>
<li>Activez le chargement différé (<em>lazy loading</em>) pour les images plus bas dans la page, mais pas pour l'image principale du haut.</li>
<li>Indiquez la largeur et la hauteur des images pour éviter que la mise en page saute pendant le chargement.</li>
</ul>
<h2>L'hébergement compte plus qu'on le pense</h2>
<p>Un hébergement mutualisé à très bas prix peut suffire pour un petit site vitrine, mais il montre vite ses limites. Un serveur lent à répondre retarde tout le reste. Privilégiez un hébergeur avec des serveurs proches de vos clients, au Canada ou dans le nord-est de l'Amérique, une mise en cache côté serveur et un réseau de diffusion de contenu (CDN) pour les fichiers statiques. La différence de prix est souvent minime comparée aux ventes perdues.</p>
<h2>Cinq gains rapides</h2>
<ol>
<li><strong>Faites le ménage dans les extensions</strong> : sur WordPress, chaque extension ajoute souvent du code à chaque page. Désactivez celles qui ne servent plus.</li>
<li><strong>Limitez les scripts tiers</strong> : clavardage, pixels publicitaires, widgets de réseaux sociaux… Gardez ceux qui rapportent vraiment.</li>
<li><strong>Allégez les polices</strong> : deux familles de caractères et quelques graisses suffisent amplement.</li>
<li><strong>Remplacez la vidéo en lecture automatique</strong> du haut de page par une image accompagnée d'un bouton de lecture.</li>
<li><strong>Activez la mise en cache et la compression</strong> si ce n'est pas déjà fait; c'est souvent une simple option chez votre hébergeur.</li>
</ol>
<h2>Mesurer, corriger, mesurer encore</h2>
<p>La vitesse n'est pas un chantier qu'on règle une fois pour toutes. Chaque nouvelle image, extension ou campagne peut alourdir le site. Prenez l'habitude de vérifier vos pages clés (accueil, services, formulaire de contact) chaque trimestre et après chaque modification importante.</p>
<p>Votre site mérite une mise au point? Nos sites sont conçus pour la vitesse dès le départ : découvrez notre approche en <a href="/services/creation-sites-web">création de sites web</a>, ou <a href="/audit-gratuit">demandez un audit gratuit</a> pour savoir ce qui ralentit le vôtre.</p>`,
    imageUrl: "/images/blog/speed.jpg",
    publishedAt: "2026-10-28",
    readTime: 3,
  },
  {
    slug: "budget-google-ads-pme",
    translationKey: "google-ads-budget",
    title: "Comment fixer un premier budget Google Ads pour une PME",
    excerpt:
      "Valeur d'un client, coût par clic, coût par prospect cible et période de test : une méthode simple pour établir un budget réaliste plutôt qu'un chiffre choisi au hasard.",
    seoDescription:
      "Valeur d'un client, coût par clic, coût par prospect et période de test : une méthode simple pour fixer un budget réaliste, pas un chiffre au hasard.",
    content: `<p>« Combien devrais-je mettre dans Google Ads? » C'est l'une des questions qu'on nous pose le plus souvent. La réponse honnête : ça dépend de votre secteur, de votre marché et de ce qu'un client vaut pour vous. Mais il existe une méthode simple pour arriver à un premier budget réaliste, plutôt que de choisir un chiffre rond au hasard.</p>
<h2>Partez de la valeur d'un client</h2>
<p>Avant de parler de clics, calculez ce que vous pouvez vous permettre de payer pour obtenir un prospect, c'est-à-dire une demande de soumission, un appel ou une réservation. Posez-vous trois questions :</p>
<ul>
<li>Combien rapporte un client en moyenne, en marge brute et non en chiffre d'affaires?</li>
<li>Sur dix demandes reçues, combien deviennent des clients?</li>
<li>Quelle part de cette marge êtes-vous prêt à investir pour acquérir un client?</li>
</ul>
<p>Prenons un exemple. Un entrepreneur en rénovation dégage environ 2 000 $ de marge par contrat et conclut une demande sur cinq. S'il accepte d'investir 20 % de sa marge pour acquérir un client, un client peut lui coûter 400 $, donc un prospect, jusqu'à 80 $. Ce chiffre, c'est votre <strong>coût par prospect cible</strong>.</p>
<h2>Estimez le coût par clic</h2>
<p>Le coût par clic (CPC) varie énormément d'un secteur à l'autre : moins d'un dollar pour certains produits, des dizaines de dollars dans des domaines très concurrentiels comme le juridique ou la finance. L'outil de planification des mots clés de Google Ads donne une fourchette pour vos mots clés et votre région. Prenez le haut de la fourchette : c'est plus prudent.</p>
<h2>Faites le calcul</h2>
<p>Il vous manque une donnée : le taux de conversion de votre page, soit la proportion de visiteurs qui deviennent des prospects. Sans historique, partez d'une hypothèse prudente de quelques pour cent, puis ajustez-la avec vos vrais résultats.</p>
<ol>
<li><strong>Coût par prospect estimé</strong> = CPC ÷ taux de conversion. Avec un CPC de 3 $ et un taux de 5 %, chaque prospect coûte environ 60 $.</li>
<li><strong>Budget mensuel</strong> = nombre de prospects visés × coût par prospect. Pour 15 prospects par mois : 15 × 60 $ = 900 $.</li>
<li><strong>Budget quotidien</strong> = budget mensuel ÷ 30,4, soit environ 30 $ par jour.</li>
</ol>
<p>Si le coût par prospect estimé dépasse votre cible, ce n'est pas forcément un cul-de-sac : il faut resserrer le ciblage, améliorer la page d'atterrissage ou viser des mots clés plus précis.</p>
<h2>Prévoyez une vraie période de test</h2>
<p>Les premières semaines servent à apprendre : quels mots clés génèrent des demandes, quelles annonces fonctionnent, à quels moments de la journée. Comptez au moins deux à trois mois avant de juger une campagne. Couper après dix jours, c'est souvent payer l'apprentissage sans en récolter les fruits.</p>
<p>Pendant cette période :</p>
<ul>
<li><strong>Configurez le suivi des conversions</strong> dès le premier jour : formulaires, appels, clics sur l'adresse courriel. Sans suivi, impossible de savoir ce qui rapporte.</li>
<li><strong>Commencez étroit</strong> : une ou deux campagnes, vos services les plus rentables, votre territoire réel.</li>
<li><strong>Ajoutez des mots clés négatifs</strong> chaque semaine pour écarter les recherches non pertinentes (« emploi », « gratuit », « formation »).</li>
<li><strong>Gardez le budget stable</strong> plusieurs semaines avant de l'augmenter ou de le réduire.</li>
</ul>
<h2>Un budget trop petit, ça existe</h2>
<p>Un budget qui ne paie que quelques clics par jour produit trop peu de données pour tirer des conclusions. Mieux vaut concentrer un budget modeste sur un seul service et un territoire restreint que de l'éparpiller partout. Sachez aussi que Google peut dépenser jusqu'à deux fois votre budget quotidien certains jours, tout en respectant un plafond sur le mois.</p>
<p>Vous voulez un budget chiffré pour votre entreprise? Nous préparons une estimation basée sur votre secteur et vos objectifs : découvrez notre service de <a href="/services/publicite-google-meta">publicité Google et Meta</a> ou <a href="/rendez-vous">prenez rendez-vous</a> avec un spécialiste.</p>`,
    imageUrl: "/images/blog/ads.jpg",
    publishedAt: "2026-10-09",
    readTime: 3,
  },
  {
    slug: "publicites-meta-creatifs",
    translationKey: "meta-ads-creative",
    title: "Des publicités Meta qui convertissent : accroches, formats et tests",
    excerpt:
      "Sur Facebook et Instagram, c'est le visuel qui arrête le pouce. Accroches, formats et méthode de test pour des publicités qui génèrent de vrais résultats.",
    seoTitle: "Publicités Meta : accroches, formats et tests",
    content: `<p>Sur Facebook et Instagram, votre publicité est en compétition avec les photos de vacances des amis, les vidéos de chats et les nouvelles du jour. Le ciblage compte, mais c'est d'abord le visuel et le message qui arrêtent le pouce. Et comme Meta confie de plus en plus le ciblage à ses algorithmes, le créatif est devenu le principal levier entre vos mains.</p>
<h2>L'accroche : les trois premières secondes</h2>
<p>Les gens défilent vite. Votre publicité doit capter l'attention presque instantanément. Quelques accroches qui fonctionnent bien pour les PME :</p>
<ul>
<li><strong>Nommer le problème</strong> : « Votre asphalte se fissure chaque printemps? »</li>
<li><strong>Montrer le résultat</strong> : un avant-après, un plat qui sort du four, un client satisfait.</li>
<li><strong>Interpeller un public précis</strong> : « Propriétaires de chalet dans Charlevoix… »</li>
<li><strong>Surprendre</strong> : un angle inattendu, un geste, une question qu'on ne s'attendait pas à voir.</li>
</ul>
<p>Évitez d'ouvrir sur votre logo et le nom de l'entreprise : c'est ce qui intéresse le moins la personne qui défile.</p>
<h2>Les formats à privilégier</h2>
<p>Meta affiche vos publicités à plusieurs endroits (fil, Stories, Reels), chacun avec ses proportions. Prévoyez au minimum :</p>
<ul>
<li><strong>Un format vertical 9:16</strong> pour les Stories et les Reels, en gardant le texte important loin des bords, où l'interface le cache.</li>
<li><strong>Un format 4:5 ou carré</strong> pour le fil, qui occupe plus d'espace à l'écran qu'un format horizontal.</li>
</ul>
<p>Côté contenu, la vidéo courte donne souvent de bons résultats, mais une image fixe bien pensée ou un carrousel peuvent très bien fonctionner, notamment pour présenter plusieurs produits ou les étapes d'un service. Et puisque beaucoup de gens regardent sans le son, ajoutez des sous-titres à toutes vos vidéos.</p>
<h2>Le style authentique a la cote</h2>
<p>Les publicités qui ressemblent à du contenu ordinaire, comme une vidéo tournée au téléphone, la propriétaire qui parle à la caméra ou un client qui témoigne, performent souvent aussi bien, sinon mieux, qu'une production léchée. Ça ne veut pas dire bâclé : l'éclairage, le son et le message doivent être soignés. Mais vous n'avez pas besoin d'un gros budget de tournage pour commencer.</p>
<h2>Un message clair, une action claire</h2>
<p>Chaque publicité devrait répondre à trois questions : qu'est-ce que c'est, pourquoi ça m'intéresse, et quoi faire maintenant. Le texte principal va droit au but, le titre résume l'offre et le bouton d'appel à l'action correspond vraiment à la suite : « Obtenir une soumission », « Réserver », « Magasiner ».</p>
<h2>Tester méthodiquement</h2>
<p>Ce qui fonctionne pour votre public, vous ne le saurez qu'en testant. Quelques principes :</p>
<ol>
<li><strong>Testez des idées, pas des détails.</strong> Deux angles complètement différents vous apprendront plus que deux couleurs de bouton.</li>
<li><strong>Changez une variable majeure à la fois</strong> quand vous voulez comprendre ce qui fait la différence : l'accroche, le format ou l'offre.</li>
<li><strong>Laissez rouler assez longtemps</strong> pour accumuler suffisamment de résultats avant de trancher.</li>
<li><strong>Jugez sur le bon indicateur</strong> : le coût par prospect ou par achat, pas seulement le taux de clics.</li>
<li><strong>Renouvelez vos créatifs</strong> régulièrement : une publicité vue trop souvent par les mêmes personnes finit par s'essouffler.</li>
</ol>
<p>Gardez une trace de vos tests dans un document simple. Au fil des mois, vous bâtirez une véritable bibliothèque de ce qui parle à vos clients, un atout précieux pour chaque nouvelle campagne.</p>
<p>Besoin d'un coup de main pour concevoir et tester vos publicités? Notre équipe s'occupe de vos <a href="/services/publicite-google-meta">campagnes Google et Meta</a>, de la stratégie aux créatifs. <a href="/contact">Parlons-en</a>.</p>`,
    imageUrl: null,
    publishedAt: "2026-09-22",
    readTime: 3,
  },
  {
    slug: "calendrier-editorial",
    translationKey: "content-calendar",
    title: "Bâtir un calendrier éditorial réaliste pour une petite équipe",
    excerpt:
      "Piliers de contenu, rythme tenable, production en lot et réutilisation : comment planifier un contenu que votre équipe pourra maintenir toute l'année.",
    seoTitle: "Un calendrier éditorial tenable en petite équipe",
    content: `<p>Beaucoup de PME démarrent leur blogue ou leurs réseaux sociaux avec enthousiasme, publient trois fois par semaine pendant un mois… puis plus rien pendant six mois. Le problème n'est pas le manque d'idées, c'est un plan trop ambitieux pour le temps disponible. Un calendrier éditorial réaliste, c'est celui que votre équipe peut tenir toute l'année.</p>
<h2>1. Partez de votre capacité réelle</h2>
<p>Avant de choisir une fréquence, estimez honnêtement le temps que vous pouvez y consacrer chaque semaine. Un bon article de blogue demande souvent quelques heures entre la recherche, la rédaction, la révision et la mise en ligne. Une publication sur les réseaux sociaux en demande moins, mais ça s'additionne vite.</p>
<p>Pour une petite équipe, un rythme comme celui-ci est souvent tenable :</p>
<ul>
<li>un article de fond par mois ou aux deux semaines;</li>
<li>deux ou trois publications par semaine sur le réseau social où se trouvent vraiment vos clients;</li>
<li>une infolettre par mois.</li>
</ul>
<p>La régularité compte plus que le volume. Un article utile par mois pendant un an vaut mieux que douze articles en un mois, suivis du silence.</p>
<h2>2. Définissez trois ou quatre piliers de contenu</h2>
<p>Les piliers sont les grands thèmes sur lesquels vous voulez être reconnu. Pour une entreprise d'aménagement paysager, par exemple : conseils d'entretien, projets réalisés, plantes adaptées à notre climat et coulisses de l'équipe. Chaque publication se rattache à un pilier, ce qui évite l'angoisse de la page blanche et donne de la cohérence à l'ensemble.</p>
<h2>3. Suivez les saisons et le calendrier québécois</h2>
<p>Notez d'abord les moments forts de votre année : la haute saison de votre secteur, la rentrée, le temps des Fêtes, la semaine de relâche, les vacances de la construction, la période des impôts. Planifiez le contenu lié à chacun quelques semaines à l'avance. Le reste du calendrier se remplit ensuite avec vos piliers.</p>
<h2>4. Gardez l'outil simple</h2>
<p>Pas besoin d'un logiciel coûteux. Un tableur partagé suffit, avec quelques colonnes :</p>
<ul>
<li>date de publication;</li>
<li>pilier et sujet;</li>
<li>canal (blogue, Facebook, Instagram, LinkedIn, infolettre);</li>
<li>responsable;</li>
<li>statut (idée, en rédaction, en révision, publié).</li>
</ul>
<p>Ajoutez un onglet « banque d'idées » où toute l'équipe peut noter les questions que posent les clients au téléphone, en magasin ou par courriel. Ce sont souvent les meilleurs sujets.</p>
<h2>5. Produisez en lot et réutilisez</h2>
<p>Deux habitudes font gagner beaucoup de temps :</p>
<ol>
<li><strong>La production en lot</strong> : bloquez une demi-journée par mois pour rédiger, photographier ou filmer plusieurs contenus d'un coup, plutôt que de tout faire à la dernière minute.</li>
<li><strong>La réutilisation</strong> : un article de blogue peut devenir trois publications sociales, une section d'infolettre et une courte vidéo. On ne crée pas plus, on exploite mieux ce qu'on a.</li>
</ol>
<h2>6. Faites le point chaque trimestre</h2>
<p>Tous les trois mois, regardez ce qui a fonctionné : les articles qui attirent du trafic, les publications qui génèrent des messages ou des demandes de soumission. Ajustez les piliers et la fréquence en conséquence. Un calendrier éditorial est un outil vivant, pas un contrat.</p>
<p>Vous manquez de temps pour produire votre contenu? Notre équipe de <a href="/services/creation-de-contenu">création de contenu</a> peut bâtir votre calendrier et rédiger pour vous, dans votre ton. <a href="/rendez-vous">Prenez rendez-vous</a> pour en discuter.</p>`,
    imageUrl: "/images/blog/content.jpg",
    publishedAt: "2026-09-03",
    readTime: 3,
  },
  {
    slug: "audit-seo-liste-verification",
    translationKey: "seo-audit-checklist",
    title: "Audit SEO : la liste de vérification pratique",
    excerpt:
      "Technique, contenu et liens : les points à vérifier pour faire le bilan de santé de votre site, et comment obtenir notre audit gratuit en 48 heures.",
    content: `<p>Un audit SEO, c'est un bilan de santé de votre site : ce qui empêche Google de bien le comprendre, ce qui freine vos visiteurs et ce qui manque pour vous démarquer. Une bonne partie des vérifications peut se faire soi-même avec des outils gratuits, à commencer par Google Search Console. Voici la liste que nous utilisons comme point de départ.</p>
<h2>Technique : Google peut-il lire votre site?</h2>
<ul>
<li><strong>Indexation</strong> : dans Search Console, le rapport sur l'indexation des pages indique quelles pages sont indexées et pourquoi certaines ne le sont pas. Vérifiez que vos pages importantes y figurent.</li>
<li><strong>Fichier robots.txt</strong> : assurez-vous qu'il ne bloque pas par erreur des sections entières du site. C'est plus fréquent qu'on le pense après une refonte.</li>
<li><strong>Balises noindex</strong> : une page importante marquée « noindex » n'apparaîtra jamais dans les résultats.</li>
<li><strong>Plan du site XML</strong> : il doit exister, être à jour et être soumis dans Search Console.</li>
<li><strong>HTTPS</strong> : tout le site doit être servi en HTTPS, sans contenu mixte.</li>
<li><strong>Mobile</strong> : testez vos pages clés sur un vrai téléphone. Le texte est-il lisible, les boutons faciles à toucher?</li>
<li><strong>Vitesse</strong> : consultez PageSpeed Insights et le rapport sur les signaux Web essentiels.</li>
<li><strong>Erreurs et redirections</strong> : repérez les pages en erreur 404 qui reçoivent encore des visites ou des liens, ainsi que les chaînes de redirections.</li>
<li><strong>Contenu dupliqué</strong> : une même page accessible à plusieurs adresses (avec ou sans « www », avec ou sans barre oblique finale) doit être redirigée ou porter une balise canonique.</li>
</ul>
<h2>Contenu : répondez-vous aux bonnes questions?</h2>
<ul>
<li><strong>Balises title</strong> : chaque page a un titre unique et descriptif, qui contient son sujet principal et reste assez court pour ne pas être tronqué.</li>
<li><strong>Méta-descriptions</strong> : elles n'influencent pas directement le classement, mais elles donnent envie de cliquer. Rédigez-les au moins pour vos pages importantes.</li>
<li><strong>Un seul titre principal (H1) par page</strong>, clair, suivi d'une structure logique de sous-titres.</li>
<li><strong>Intention de recherche</strong> : la page répond-elle vraiment à ce que cherche la personne? Une page de services se classe mal sur une recherche informative, et l'inverse est aussi vrai.</li>
<li><strong>Contenu mince</strong> : les pages de quelques lignes ont peu à offrir. Enrichissez-les ou regroupez-les.</li>
<li><strong>Cannibalisation</strong> : si plusieurs pages visent la même requête, elles se font concurrence. Choisissez-en une et renforcez-la.</li>
<li><strong>Vocabulaire</strong> : vos textes emploient-ils les mots de vos clients québécois, comme « soumission » plutôt que « devis »?</li>
</ul>
<h2>Liens : votre site inspire-t-il confiance?</h2>
<ul>
<li><strong>Maillage interne</strong> : vos pages importantes reçoivent-elles des liens depuis d'autres pages du site, avec un texte descriptif?</li>
<li><strong>Pages orphelines</strong> : une page sans aucun lien interne est difficile à trouver, pour Google comme pour les visiteurs.</li>
<li><strong>Liens entrants</strong> : le rapport sur les liens de Search Console montre quels sites pointent vers vous. Quelques liens locaux pertinents valent mieux qu'une foule de liens douteux.</li>
<li><strong>Liens brisés</strong> : corrigez les liens internes et externes qui ne mènent nulle part.</li>
<li><strong>Présence locale</strong> : votre Profil d'entreprise Google et vos fiches dans les annuaires affichent-ils les mêmes coordonnées que votre site?</li>
</ul>
<h2>Prioriser, c'est la clé</h2>
<p>Un audit peut facilement produire une liste de cent points. Le piège, c'est de vouloir tout corriger en même temps. Classez chaque problème selon son impact et l'effort requis, puis commencez par ce qui empêche vos pages importantes d'être indexées. Un blocage technique majeur passe avant une méta-description imparfaite.</p>
<h2>Notre audit gratuit en 48 heures</h2>
<p>Vous préférez confier l'exercice à un spécialiste? Nous analysons votre site gratuitement et, en 48 heures, vous recevez notre diagnostic accompagné des trois actions prioritaires à mener pour mieux vous classer sur Google. Aucun engagement. <a href="/audit-gratuit">Demandez votre audit gratuit</a>.</p>`,
    imageUrl: "/images/blog/audit.jpg",
    publishedAt: "2026-08-18",
    readTime: 3,
  },
  {
    slug: "site-bilingue-loi-96",
    translationKey: "bilingual-website",
    title: "Site web bilingue au Québec : le français d'abord",
    excerpt:
      "Charte de la langue française, balises hreflang, traduction ou rédaction native : les grands principes d'un site bilingue réussi au Québec.",
    content: `<p>Au Québec, un site bilingue n'est pas qu'une question de clientèle. C'est aussi une question de conformité, de référencement et de respect de votre public. Voici les grands principes à garder en tête pour bâtir un site qui met le français à l'avant-plan tout en servant bien votre clientèle anglophone.</p>
<blockquote><p>Cet article présente des principes généraux et ne constitue pas un avis juridique. Pour votre situation précise, consultez l'Office québécois de la langue française (OQLF) ou un conseiller juridique.</p></blockquote>
<h2>Le français d'abord : l'esprit de la Charte</h2>
<p>La Charte de la langue française, modifiée en profondeur par la Loi 96 adoptée en 2022, encadre l'usage du français dans le commerce et les affaires au Québec. De façon générale, une entreprise qui fait affaire au Québec doit offrir en français l'information commerciale destinée à sa clientèle, y compris sur son site web. Une version dans une autre langue est permise, mais le français ne doit pas être désavantagé : sa version doit être disponible dans des conditions au moins aussi favorables.</p>
<p>Concrètement, quelques bonnes pratiques découlent de ce principe :</p>
<ul>
<li>toutes les pages offertes en anglais existent aussi en français, avec un contenu équivalent;</li>
<li>les formulaires, messages d'erreur, courriels de confirmation et conditions de vente sont aussi en français;</li>
<li>la version française n'est ni simplifiée ni moins à jour que l'autre;</li>
<li>les nouveautés, promotions et articles paraissent en français en même temps qu'en anglais, pas des semaines plus tard.</li>
</ul>
<h2>Traduire ou rédiger nativement?</h2>
<p>Beaucoup d'entreprises rédigent leur site en anglais puis le font traduire, parfois automatiquement. Le résultat se sent : tournures calquées sur l'anglais, expressions qui sonnent faux au Québec, mots clés qui ne correspondent pas à ce que les gens tapent vraiment.</p>
<p>Nous recommandons plutôt d'<strong>adapter</strong> chaque version, voire de la rédiger nativement :</p>
<ul>
<li>le message et la structure restent les mêmes, mais chaque version est écrite pour son public;</li>
<li>les mots clés sont recherchés séparément dans chaque langue : on ne traduit pas un mot clé, on trouve celui que les gens utilisent;</li>
<li>les exemples, références et expressions sont adaptés à la culture du lecteur;</li>
<li>les adresses des pages sont elles aussi adaptées à chaque langue.</li>
</ul>
<p>La traduction automatique peut servir de premier jet, mais une révision par une personne dont c'est la langue maternelle reste indispensable.</p>
<h2>Le volet technique : hreflang et structure</h2>
<p>Pour que Google présente la bonne version à la bonne personne, quelques éléments techniques sont essentiels :</p>
<ol>
<li><strong>Des adresses distinctes par langue</strong>, par exemple un sous-répertoire « /en/ » pour l'anglais. Évitez de servir les deux langues à la même adresse selon le navigateur ou un témoin : Google n'en verrait qu'une.</li>
<li><strong>Les balises hreflang</strong> : chaque page indique ses équivalents dans l'autre langue, et l'indication doit être réciproque. Si la page anglaise ne pointe pas vers la page française, Google peut ignorer le lien entre les deux.</li>
<li><strong>L'attribut de langue</strong> de chaque page (fr-CA ou en-CA, par exemple) doit correspondre à son contenu.</li>
<li><strong>Un sélecteur de langue bien visible</strong>, qui mène à la page équivalente plutôt qu'à l'accueil.</li>
</ol>
<p>Évitez aussi de rediriger automatiquement les visiteurs selon la langue de leur navigateur sans leur laisser le choix : c'est frustrant pour eux et ça complique l'exploration du site par Google.</p>
<h2>Un atout, pas une contrainte</h2>
<p>Bien fait, un site bilingue élargit votre marché tout en affirmant votre ancrage québécois. Les clients francophones remarquent un français soigné, et les clients anglophones apprécient une version pensée pour eux plutôt qu'une traduction approximative.</p>
<p>Vous planifiez un site bilingue ou souhaitez revoir le vôtre? Découvrez notre approche en <a href="/services/creation-sites-web">création de sites web</a> ou <a href="/contact">écrivez-nous</a>.</p>`,
    imageUrl: null,
    publishedAt: "2026-07-30",
    readTime: 3,
  },
  {
    slug: "taux-de-conversion-formulaires",
    translationKey: "conversion-forms",
    title: "Des formulaires de contact qui convertissent mieux",
    excerpt:
      "Moins de champs, un consentement clair et une réponse rapide : trois leviers simples pour transformer plus de visiteurs en demandes de soumission.",
    content: `<p>Vous investissez pour attirer des visiteurs sur votre site, mais combien remplissent réellement votre formulaire de contact? Souvent, le formulaire lui-même est le maillon faible : trop long, trop flou, ou suivi d'un silence radio. Voici comment en faire un véritable outil de conversion.</p>
<h2>Moins de champs, plus de demandes</h2>
<p>Chaque champ supplémentaire est une petite friction. Le visiteur se demande pourquoi on lui pose cette question, hésite, puis abandonne. Pour chaque champ, demandez-vous : en ai-je vraiment besoin pour répondre à cette première demande?</p>
<p>Pour la plupart des PME, l'essentiel tient en quelques champs :</p>
<ul>
<li>le nom;</li>
<li>le courriel ou le téléphone, en laissant le choix du moyen de contact;</li>
<li>le message ou le type de projet.</li>
</ul>
<p>Les détails comme le budget, l'échéancier ou l'adresse peuvent souvent attendre le premier échange. Si vous en avez besoin pour qualifier les demandes, proposez des choix simples (menu ou boutons) plutôt que des champs à remplir, et rendez-les facultatifs lorsque c'est possible.</p>
<h2>Un formulaire facile à remplir, surtout sur cellulaire</h2>
<ul>
<li><strong>Des libellés visibles</strong> au-dessus des champs, et pas seulement un texte d'exemple qui disparaît dès qu'on commence à écrire.</li>
<li><strong>Les bons types de champs</strong> : un champ de téléphone qui ouvre le clavier numérique, un champ de courriel qui affiche le « @ ».</li>
<li><strong>Des messages d'erreur clairs</strong>, placés à côté du champ concerné : « Le numéro de téléphone semble incomplet » plutôt qu'un simple « Erreur ».</li>
<li><strong>Un bouton explicite</strong> : « Recevoir ma soumission » en dit plus que « Envoyer ».</li>
</ul>
<h2>Un consentement clair et honnête</h2>
<p>Au Québec, la Loi 25 a renforcé les obligations des entreprises qui recueillent des renseignements personnels. Sans entrer dans le détail juridique, quelques bonnes pratiques s'imposent :</p>
<ul>
<li>expliquez en une phrase à quoi serviront les renseignements, par exemple « pour répondre à votre demande »;</li>
<li>ajoutez un lien vers votre politique de confidentialité;</li>
<li>si vous souhaitez inscrire la personne à votre infolettre, demandez-le avec une case à cocher distincte, <strong>non cochée par défaut</strong>;</li>
<li>ne demandez pas plus de renseignements que nécessaire.</li>
</ul>
<p>Ces pratiques ne relèvent pas que de la conformité : un formulaire transparent inspire confiance et se remplit plus volontiers. Pour connaître vos obligations précises, consultez un conseiller juridique; ce texte ne constitue pas un avis juridique.</p>
<h2>Rassurez au bon endroit</h2>
<p>Juste à côté du formulaire, ajoutez ce qui lève les dernières hésitations : un court témoignage, la mention « Soumission gratuite et sans engagement », le délai de réponse. Une phrase comme « Nous vous répondons en un jour ouvrable » réduit l'incertitude et encourage l'envoi.</p>
<h2>La vitesse de réponse, votre arme secrète</h2>
<p>Une personne qui remplit un formulaire contacte souvent plusieurs entreprises en même temps. La première à répondre prend une longueur d'avance. Quelques moyens d'y arriver :</p>
<ol>
<li>un courriel de confirmation automatique, chaleureux, qui rappelle les prochaines étapes;</li>
<li>une notification immédiate à la bonne personne de votre équipe, pas seulement dans une boîte générale;</li>
<li>un objectif interne de réponse, par exemple le jour même pour les demandes reçues en matinée;</li>
<li>une page de remerciement qui propose une suite utile, comme réserver directement un appel.</li>
</ol>
<h2>Mesurez pour améliorer</h2>
<p>Suivez le nombre d'envois dans votre outil d'analyse et comparez-le au nombre de visites de la page. Après chaque modification, observez l'évolution sur quelques semaines. Additionnés, les petits changements font souvent une grande différence.</p>
<p>Vous voulez transformer plus de visiteurs en clients? Nous concevons des sites pensés pour la conversion : découvrez notre service de <a href="/services/creation-sites-web">création de sites web</a> ou <a href="/audit-gratuit">demandez un audit gratuit</a>.</p>`,
    imageUrl: "/images/blog/conversion.jpg",
    publishedAt: "2026-07-08",
    readTime: 3,
  },
  {
    slug: "backlinks-qualite",
    translationKey: "quality-backlinks",
    title: "Obtenir des liens de qualité grâce à votre réseau local",
    excerpt:
      "Chambres de commerce, partenaires, médias locaux : où trouver des liens entrants solides pour votre site, et quelles pratiques éviter.",
    content: `<p>Les liens qui pointent vers votre site, souvent appelés <em>backlinks</em> ou liens entrants, restent un signal important pour Google. Un lien venant d'un site reconnu, c'est un peu comme une recommandation. Mais toutes les recommandations ne se valent pas : pour une PME québécoise, quelques liens locaux et pertinents valent beaucoup plus que des centaines de liens achetés sur des sites douteux.</p>
<h2>Qu'est-ce qu'un lien de qualité?</h2>
<p>Un bon lien vient d'un site :</p>
<ul>
<li><strong>pertinent</strong> pour votre secteur ou votre région;</li>
<li><strong>fiable</strong>, avec un vrai public et du contenu réel;</li>
<li><strong>naturel</strong> : le lien a été placé parce qu'il est utile au lecteur, pas pour manipuler le classement.</li>
</ul>
<p>Et un bon lien ne sert pas qu'à Google : il vous amène souvent des visiteurs qualifiés.</p>
<h2>Les sources locales à explorer</h2>
<h3>Les chambres de commerce et associations</h3>
<p>L'adhésion à la chambre de commerce de votre région ou à une association sectorielle comprend souvent une fiche dans un répertoire de membres, avec un lien vers votre site. Même chose pour plusieurs regroupements d'affaires et ordres professionnels. Assurez-vous que vos coordonnées y sont exactes et identiques à celles de votre site.</p>
<h3>Vos partenaires et fournisseurs</h3>
<p>Vous travaillez avec des fournisseurs, des distributeurs ou des entreprises complémentaires? Un architecte et un entrepreneur, un traiteur et une salle de réception, un comptable et un conseiller financier se recommandent naturellement. Proposez une page de partenaires ou un témoignage croisé : chacun y gagne, et ces liens sont parfaitement légitimes.</p>
<h3>Les médias locaux</h3>
<p>Les journaux régionaux, les blogues de quartier et les balados locaux cherchent des histoires. Un anniversaire d'entreprise, une embauche importante, une initiative environnementale ou un projet qui sort de l'ordinaire peuvent les intéresser. Préparez un court communiqué et écrivez directement au journaliste qui couvre ce sujet. Proposez-vous aussi comme expert : un plombier peut commenter les dégâts d'eau du printemps, une courtière immobilière, le marché local.</p>
<h3>La communauté</h3>
<p>Commandite d'une équipe sportive, participation à un événement caritatif, conférence dans un cégep : ces engagements mènent souvent à une mention avec un lien sur le site de l'organisme. L'important, c'est que l'engagement soit réel; le lien est un bonus, pas l'objectif.</p>
<h3>Votre propre contenu</h3>
<p>Un guide vraiment utile, une étude de cas détaillée ou un outil pratique, comme une liste de vérification, attirent des liens sans qu'on ait à les demander. C'est plus lent, mais c'est la méthode la plus durable.</p>
<h2>Ce qu'il faut éviter</h2>
<p>Google considère comme du spam toute tentative de manipuler le classement au moyen de liens artificiels. À éviter :</p>
<ul>
<li>acheter des liens ou des « forfaits de backlinks »;</li>
<li>les échanges de liens à grande échelle;</li>
<li>les réseaux de sites créés uniquement pour faire des liens;</li>
<li>les inscriptions en série dans des annuaires de piètre qualité.</li>
</ul>
<p>Au mieux, ces liens sont ignorés et votre argent est perdu; au pire, votre site peut faire l'objet d'une action manuelle de Google. Si un lien découle d'une entente payée, comme une commandite, il devrait être identifié comme tel avec l'attribut <em>sponsored</em> ou <em>nofollow</em>.</p>
<h2>Patience et constance</h2>
<p>Obtenir de bons liens prend du temps. Visez quelques liens solides par trimestre plutôt qu'une récolte massive en une semaine. C'est cette constance, jumelée à un site de qualité, qui fait progresser votre visibilité de façon durable.</p>
<p>Vous voulez une stratégie de liens adaptée à votre marché? Notre équipe en <a href="/services/seo">référencement</a> vous accompagne. <a href="/rendez-vous">Prenez rendez-vous</a>.</p>`,
    imageUrl: null,
    publishedAt: "2026-06-16",
    readTime: 3,
  },
  {
    slug: "video-courte-pme",
    translationKey: "short-video",
    title: "La vidéo courte pour les PME : tourner avec son téléphone",
    excerpt:
      "Pas besoin d'une équipe de tournage : le matériel de base, des idées de contenu, les sous-titres et la réutilisation sur plusieurs canaux.",
    content: `<p>Reels, TikTok, YouTube Shorts, Stories : la vidéo courte est partout, et elle n'est plus réservée aux grandes marques. Pour une PME, c'est une façon accessible de montrer son expertise, ses produits et surtout les personnes derrière l'entreprise. Et l'essentiel de l'équipement se trouve déjà dans votre poche.</p>
<h2>Le matériel : votre téléphone suffit</h2>
<p>Les téléphones récents filment en très bonne qualité. Quelques accessoires abordables font toutefois une vraie différence :</p>
<ul>
<li><strong>Un micro-cravate</strong> sans fil : le son compte plus que l'image. Une vidéo un peu floue se regarde; une vidéo où on entend mal, on la quitte.</li>
<li><strong>Un trépied ou un support</strong> pour des plans stables.</li>
<li><strong>La lumière naturelle</strong> : placez-vous face à une fenêtre, jamais dos à elle. Un petit éclairage d'appoint dépanne en hiver, quand il fait noir à 16 h 30.</li>
</ul>
<p>Filmez à la verticale (format 9:16), nettoyez l'objectif avant de commencer et choisissez un endroit calme.</p>
<h2>Quoi filmer?</h2>
<p>Le meilleur contenu répond aux questions de vos clients ou leur montre ce qu'ils ne voient pas d'habitude. Quelques idées qui fonctionnent dans bien des secteurs :</p>
<ul>
<li><strong>Une question fréquente, une réponse</strong> : « Combien de temps prend l'installation d'une thermopompe? »</li>
<li><strong>Les coulisses</strong> : la préparation du matin, l'atelier, l'arrivage de nouveaux produits.</li>
<li><strong>L'avant-après</strong> d'un projet.</li>
<li><strong>Un conseil rapide</strong> : trois erreurs à éviter, une astuce d'entretien.</li>
<li><strong>Un témoignage client</strong>, avec sa permission.</li>
<li><strong>La présentation de l'équipe</strong> : les gens aiment savoir à qui ils ont affaire.</li>
</ul>
<h2>La structure d'une bonne vidéo courte</h2>
<ol>
<li><strong>L'accroche</strong> : entrez directement dans le sujet dès les premières secondes. Pas d'introduction, pas de logo animé.</li>
<li><strong>Le contenu</strong> : une seule idée, expliquée simplement. Si vous avez trois conseils, faites trois vidéos.</li>
<li><strong>La conclusion</strong> : une invitation claire, comme visiter le site, réserver ou poser une question en commentaire.</li>
</ol>
<p>Visez généralement de 15 à 60 secondes. Plus la vidéo est courte, plus chaque seconde doit compter.</p>
<h2>Les sous-titres, non négociables</h2>
<p>Beaucoup de vidéos sur les réseaux sociaux sont regardées sans le son, dans l'autobus, au bureau ou dans une salle d'attente. Sans sous-titres, votre message se perd. Des applications comme Instagram, TikTok ou CapCut génèrent des sous-titres automatiques : relisez-les toujours, car la reconnaissance vocale a parfois du mal avec l'accent québécois et les noms propres. En prime, les sous-titres rendent vos vidéos accessibles aux personnes sourdes ou malentendantes.</p>
<h2>Une vidéo, plusieurs canaux</h2>
<p>Tourner prend du temps; profitez-en au maximum. Une même vidéo peut être publiée :</p>
<ul>
<li>en Reel sur Instagram et Facebook;</li>
<li>sur TikTok et YouTube Shorts;</li>
<li>sur LinkedIn, si elle convient à un public professionnel;</li>
<li>dans votre Profil d'entreprise Google;</li>
<li>sur votre site, dans la page de service concernée;</li>
<li>dans votre infolettre, sous forme d'image cliquable.</li>
</ul>
<p>Adaptez simplement le texte d'accompagnement à chaque plateforme, et exportez une version sans filigrane plutôt que de republier une vidéo marquée du logo d'une autre application.</p>
<h2>Commencez petit, restez constant</h2>
<p>Pas besoin de publier tous les jours. Une ou deux vidéos par semaine, tournées en lot lors d'une séance mensuelle, suffisent pour bâtir une présence. Vos premières vidéos ne seront pas parfaites, et c'est correct : l'authenticité compte plus que la production.</p>
<p>Vous aimeriez de l'aide pour planifier, tourner ou monter vos vidéos? Découvrez notre service de <a href="/services/creation-de-contenu">création de contenu</a>.</p>`,
    imageUrl: "/images/blog/video.jpg",
    publishedAt: "2026-05-27",
    readTime: 3,
  },
  {
    slug: "tableau-de-bord-marketing",
    translationKey: "marketing-dashboard",
    title: "Les cinq indicateurs d'un tableau de bord marketing de PME",
    excerpt:
      "Prospects, coût par prospect, taux de conversion, trafic organique et revenus : les cinq chiffres qui disent si votre marketing rapporte vraiment.",
    content: `<p>Entre Google Analytics, Search Console, les gestionnaires de publicités et votre logiciel de facturation, les données ne manquent pas. Le problème, c'est plutôt d'en avoir trop. Un bon tableau de bord marketing pour une PME tient sur une page et répond à une seule question : est-ce que notre marketing rapporte? Voici les cinq indicateurs qui devraient s'y trouver.</p>
<h2>1. Le nombre de prospects</h2>
<p>Un prospect, c'est une personne qui lève la main : demande de soumission, appel, réservation, formulaire rempli. C'est l'indicateur le plus concret de l'efficacité de votre marketing. Pour une boutique en ligne, on suivra plutôt le nombre de commandes.</p>
<p>Comptez vos prospects par source (recherche Google, publicité, réseaux sociaux, bouche-à-oreille, courriel) pour savoir quels canaux travaillent vraiment. Pour les appels, un numéro de suivi ou une simple question comme « Comment nous avez-vous connus? » aide beaucoup.</p>
<h2>2. Le coût par prospect</h2>
<p>Divisez ce que vous investissez dans un canal (publicité, honoraires, temps de production) par le nombre de prospects qu'il génère. Vous saurez ainsi qu'un prospect venu de Google Ads vous coûte, par exemple, 50 $, et un prospect venu de Facebook, 35 $. Comparez ensuite ce coût à ce que vous pouvez vous permettre selon la valeur d'un client.</p>
<p>Attention : le canal le moins cher n'est pas toujours le meilleur. Des prospects bon marché qui ne deviennent jamais clients coûtent plus cher au bout du compte. D'où l'importance du prochain indicateur.</p>
<h2>3. Le taux de conversion</h2>
<p>Il y en a deux à suivre :</p>
<ul>
<li><strong>Le taux de conversion du site</strong> : la proportion de visiteurs qui deviennent des prospects. S'il baisse, vérifiez vos formulaires, la vitesse du site ou la qualité du trafic.</li>
<li><strong>Le taux de conclusion</strong> : la proportion de prospects qui deviennent des clients. S'il est faible, le problème se situe peut-être dans le ciblage ou dans le suivi des demandes.</li>
</ul>
<p>Ensemble, ces deux taux montrent où se trouve le goulot d'étranglement : attirer, convaincre ou conclure.</p>
<h2>4. Le trafic organique</h2>
<p>Le trafic organique, ce sont les visites qui proviennent des résultats de recherche non payants. C'est l'indicateur de santé de votre référencement, et un actif qui continue de travailler même quand vous mettez la publicité sur pause. Suivez-le mois après mois, en le comparant à la même période l'an dernier pour tenir compte des saisons.</p>
<p>Pour aller plus loin, regardez dans Search Console les requêtes qui amènent ces visites et les pages qui en reçoivent le plus.</p>
<h2>5. Les revenus attribuables au marketing</h2>
<p>C'est l'indicateur qui parle le plus à la direction. Combien de ventes proviennent de clients acquis grâce à vos efforts marketing? Même une estimation raisonnable, tirée de votre logiciel de gestion de la relation client (CRM) ou d'un simple tableur, vaut mieux que rien. En la comparant à vos dépenses, vous obtenez le rendement de votre investissement marketing.</p>
<h2>Mettre le tableau de bord en place</h2>
<ol>
<li><strong>Configurez le suivi des conversions</strong> dans Google Analytics 4 et dans vos plateformes publicitaires.</li>
<li><strong>Choisissez un outil simple</strong> : un tableur bien construit ou Looker Studio, l'outil gratuit de Google, suffit largement.</li>
<li><strong>Établissez un rythme</strong> : un coup d'œil rapide chaque semaine, une vraie analyse chaque mois.</li>
<li><strong>Notez le contexte</strong> : lancement d'une campagne, refonte du site, congé férié. Sans contexte, les variations sont difficiles à interpréter.</li>
</ol>
<p>Résistez à la tentation d'ajouter des indicateurs de vanité comme le nombre d'abonnés ou de mentions J'aime. Ils ont leur place dans l'analyse de vos réseaux sociaux, mais pas dans le tableau qui guide vos décisions d'affaires.</p>
<p>Vous voulez un tableau de bord clair, branché sur vos vraies données? <a href="/rendez-vous">Prenez rendez-vous</a> avec notre équipe : nous vous aiderons à mesurer ce qui compte vraiment.</p>`,
    imageUrl: "/images/blog/dashboard.jpg",
    publishedAt: "2026-05-05",
    readTime: 3,
  },
  {
    slug: "refonte-site-web-etapes",
    translationKey: "website-redesign",
    title: "Refaire son site web en six étapes sans perdre son référencement",
    excerpt:
      "Inventaire, redirections, contenu et liste de vérification du lancement : la méthode pour une refonte qui améliore votre visibilité au lieu de la compromettre.",
    seoTitle: "Refaire son site en six étapes sans perdre son SEO",
    content: `<p>Un nouveau site, c'est emballant : design moderne, meilleure expérience mobile, contenu à jour. Mais une refonte mal préparée peut aussi faire chuter votre trafic du jour au lendemain. Pages disparues, adresses modifiées sans redirection, contenu supprimé : Google perd ses repères, et vos clients aussi. Voici les six étapes que nous suivons pour qu'une refonte renforce votre référencement au lieu de le compromettre.</p>
<h2>Étape 1 : faire l'inventaire de l'existant</h2>
<p>Avant de toucher à quoi que ce soit, dressez la liste complète des pages de votre site actuel. Un outil d'exploration et le plan du site XML vous aideront à n'en oublier aucune. Pour chaque page, notez :</p>
<ul>
<li>son adresse (URL);</li>
<li>son trafic organique des 12 derniers mois, dans Google Analytics;</li>
<li>les requêtes pour lesquelles elle apparaît, dans Search Console;</li>
<li>les liens externes qu'elle reçoit.</li>
</ul>
<p>Vous saurez ainsi quelles pages sont vos actifs les plus précieux.</p>
<h2>Étape 2 : décider du sort de chaque page</h2>
<p>Pour chaque page, trois options : la <strong>conserver</strong>, telle quelle ou améliorée, la <strong>fusionner</strong> avec une autre page qui traite du même sujet, ou la <strong>supprimer</strong> si elle n'a plus de raison d'être. Méfiez-vous de l'envie de tout simplifier : une page qui semble secondaire peut générer une bonne part de vos demandes.</p>
<h2>Étape 3 : préparer le plan de redirections</h2>
<p>C'est l'étape la plus importante. Chaque ancienne adresse qui change doit être redirigée, avec une redirection permanente (301), vers la nouvelle page la plus équivalente. Pas vers la page d'accueil par défaut : Google traite souvent ce genre de redirection comme une page introuvable.</p>
<p>Préparez ce plan dans un tableur à deux colonnes, ancienne adresse et nouvelle adresse, et faites-le valider avant le lancement. Évitez aussi les chaînes de redirections, où A mène à B qui mène à C : redirigez directement vers la destination finale.</p>
<h2>Étape 4 : préserver et améliorer le contenu</h2>
<p>Le contenu qui vous classe bien aujourd'hui doit survivre à la refonte, même s'il est réécrit. Conservez les éléments qui comptent :</p>
<ul>
<li>les balises title et les méta-descriptions des pages performantes, ou des versions améliorées;</li>
<li>la structure des titres et les sujets couverts;</li>
<li>les liens internes vers vos pages importantes;</li>
<li>les textes alternatifs des images.</li>
</ul>
<p>La refonte est aussi le bon moment pour enrichir les pages trop minces et corriger les problèmes relevés lors d'un audit.</p>
<h2>Étape 5 : tester avant le lancement</h2>
<p>Le nouveau site doit être développé dans un environnement de test fermé aux moteurs de recherche. Avant la mise en ligne, vérifiez la vitesse, l'affichage sur cellulaire, les formulaires et le suivi des conversions.</p>
<h2>Étape 6 : la liste de vérification du lancement</h2>
<p>Le jour du lancement et les jours qui suivent, passez en revue cette liste :</p>
<ol>
<li>Le blocage des moteurs de recherche propre à l'environnement de test a été retiré (robots.txt et balises noindex). C'est l'oubli le plus fréquent, et le plus coûteux.</li>
<li>Les redirections fonctionnent : testez un échantillon d'anciennes adresses, à commencer par les plus visitées.</li>
<li>Le nouveau plan du site XML est soumis dans Google Search Console.</li>
<li>Les balises canoniques pointent vers les bonnes adresses.</li>
<li>Google Analytics et les pixels publicitaires sont installés et enregistrent des données.</li>
<li>Les formulaires envoient bien les demandes à la bonne personne.</li>
<li>Votre Profil d'entreprise Google et vos principaux annuaires mènent vers les bonnes pages.</li>
</ol>
<p>Surveillez ensuite Search Console de près pendant quelques semaines : erreurs 404, pages exclues de l'index, variations de trafic. Une légère fluctuation est normale le temps que Google explore le nouveau site; une chute marquée signale un problème à corriger rapidement.</p>
<p>Vous planifiez une refonte? Notre équipe de <a href="/services/creation-sites-web">création de sites web</a> intègre le référencement dès le départ. <a href="/contact">Parlons de votre projet</a>.</p>`,
    imageUrl: null,
    publishedAt: "2026-04-14",
    readTime: 3,
  },
  {
    slug: "page-atterrissage-publicite",
    translationKey: "ad-landing-pages",
    title: "Pages d'atterrissage : ce qui fait convertir vos campagnes",
    excerpt:
      "Cohérence du message, objectif unique, preuves et vitesse : les quatre principes d'une page d'atterrissage qui rentabilise chaque clic payé.",
    content: `<p>Vous payez chaque clic de vos campagnes Google ou Meta. Pourtant, bien des entreprises envoient ce trafic vers leur page d'accueil, où le visiteur doit chercher lui-même l'information qui l'a fait cliquer. Une page d'atterrissage conçue pour la campagne fait souvent toute la différence entre un clic payé pour rien et une demande de soumission. Voici les quatre principes d'une page qui convertit.</p>
<h2>1. La cohérence du message</h2>
<p>La personne a cliqué sur une annonce qui promettait quelque chose. La page doit le confirmer immédiatement. Si l'annonce parle de « Déneigement résidentiel à Lévis, contrat de saison », le titre de la page doit reprendre ces mots, pas un slogan général sur l'entreprise.</p>
<p>Cette cohérence rassure le visiteur : il sait qu'il est au bon endroit. Elle compte aussi dans Google Ads, où l'expérience sur la page de destination influence le niveau de qualité de vos annonces et, par ricochet, ce que vous payez par clic.</p>
<ul>
<li>Reprenez dans le titre le mot clé ou l'offre de l'annonce.</li>
<li>Gardez le même ton, les mêmes visuels et la même promesse.</li>
<li>Créez une page par offre ou par service important, plutôt qu'une page générique pour tout.</li>
</ul>
<h2>2. Un seul objectif</h2>
<p>Une page d'atterrissage a une seule mission : obtenir une action précise, que ce soit demander une soumission, réserver un appel, télécharger un guide ou acheter. Tout ce qui détourne de cet objectif fait baisser les conversions.</p>
<ul>
<li>Retirez ou simplifiez le menu de navigation principal.</li>
<li>Limitez les liens vers d'autres pages.</li>
<li>Placez le formulaire ou le bouton principal bien en vue dès l'arrivée, surtout sur cellulaire.</li>
<li>Répétez le même appel à l'action plus bas dans la page, pour les personnes qui ont besoin de lire avant de se décider.</li>
</ul>
<h2>3. Des preuves qui rassurent</h2>
<p>Le visiteur ne vous connaît peut-être pas encore. Il a besoin de raisons de vous faire confiance, et vite. Les meilleures preuves sont concrètes :</p>
<ul>
<li><strong>des avis clients</strong>, idéalement avec le prénom et la ville, ou votre note Google;</li>
<li><strong>des photos de vraies réalisations</strong> plutôt que des images de banque;</li>
<li><strong>des chiffres vérifiables</strong> : années d'expérience, nombre de projets réalisés;</li>
<li><strong>des garanties</strong> : soumission gratuite, délai de réponse, garantie sur les travaux;</li>
<li><strong>des certifications</strong> ou des affiliations reconnues dans votre domaine.</li>
</ul>
<p>Ajoutez aussi une courte section de questions fréquentes pour répondre aux objections habituelles : prix, délais, territoire desservi.</p>
<h2>4. La vitesse</h2>
<p>Une grande partie du trafic publicitaire, surtout sur Meta, arrive sur cellulaire. Une page qui prend plusieurs secondes à s'afficher perd des visiteurs avant même qu'ils aient vu votre offre, alors que le clic est déjà payé. Allégez les images, limitez les scripts et testez la page avec PageSpeed Insights avant de lancer la campagne.</p>
<h2>Tester et améliorer</h2>
<p>Une fois la page en ligne, mesurez son taux de conversion et testez des variantes : un autre titre, un formulaire plus court, une preuve différente en haut de page. Changez un élément important à la fois et laissez le test rouler assez longtemps pour obtenir des résultats fiables. Une page qui convertit mieux réduit directement votre coût par prospect, sans augmenter votre budget publicitaire d'un sou.</p>
<p>Vos campagnes génèrent des clics, mais pas assez de demandes? Nous concevons des campagnes et des pages d'atterrissage qui travaillent ensemble. Découvrez notre service de <a href="/services/publicite-google-meta">publicité Google et Meta</a> ou <a href="/audit-gratuit">demandez un audit gratuit</a>.</p>`,
    imageUrl: "/images/blog/landing.jpg",
    publishedAt: "2026-03-24",
    readTime: 3,
  },
  {
    slug: "expressions-quebecoises-referencement",
    translationKey: null,
    title: "Expressions québécoises et référencement : parlez comme vos clients",
    excerpt:
      "Soumission, magasiner, courriel, dépanneur : pourquoi votre site doit employer les mots que vos clients québécois tapent vraiment dans Google.",
    seoTitle: "Référencement : parlez comme vos clients québécois",
    content: `<p>Votre client ne cherche pas où « faire du shopping » : il cherche où <strong>magasiner</strong>. Il n'envoie pas un « e-mail », il envoie un <strong>courriel</strong>. Il ne demande pas un « devis », il demande une <strong>soumission</strong>. Ces différences semblent anodines, mais en référencement, elles comptent. Pour bien vous classer au Québec, votre site doit parler la langue de vos clients, pas celle d'un manuel ou d'un site européen.</p>
<h2>Pourquoi les mots exacts comptent encore</h2>
<p>Google comprend de mieux en mieux les synonymes et le sens des recherches. Il sait qu'un devis et une soumission désignent à peu près la même chose. Alors pourquoi s'en soucier?</p>
<ul>
<li><strong>La pertinence</strong> : une page qui emploie naturellement les mots de la requête envoie un signal clair sur son sujet.</li>
<li><strong>Le taux de clics</strong> : dans les résultats, les gens cliquent plus volontiers sur un titre qui reprend leurs propres mots. « Demandez votre soumission gratuite » parle davantage à un Québécois que « Demandez votre devis ».</li>
<li><strong>La confiance</strong> : un texte qui sonne québécois donne l'impression d'une entreprise d'ici, qui connaît son monde. Un texte aux tournures européennes peut semer le doute sur l'endroit où vous êtes établi.</li>
</ul>
<h2>Quelques exemples à surveiller</h2>
<p>Le français du Québec a son propre vocabulaire, et plusieurs de ces mots sont au cœur des recherches locales :</p>
<ul>
<li><strong>soumission</strong> plutôt que « devis », dans tous les métiers de service;</li>
<li><strong>magasiner</strong> et <strong>magasinage</strong> plutôt que « faire du shopping »;</li>
<li><strong>courriel</strong> plutôt que « mail » ou « e-mail »;</li>
<li><strong>dépanneur</strong> pour le commerce de quartier, là où on dirait ailleurs « épicerie de proximité »;</li>
<li><strong>fin de semaine</strong> plutôt que « week-end »;</li>
<li><strong>thermopompe</strong>, le terme courant ici pour une pompe à chaleur;</li>
<li><strong>stationnement</strong> plutôt que « parking »;</li>
<li><strong>cellulaire</strong> plutôt que « portable ».</li>
</ul>
<p>Il ne s'agit pas d'écrire en joual, mais d'utiliser le français standard d'ici, celui que vos clients emploient au quotidien et tapent dans Google.</p>
<h2>Comment trouver les mots de vos clients</h2>
<ol>
<li><strong>Écoutez-les</strong> : notez les mots employés au téléphone, dans les courriels et dans les avis. C'est votre meilleure source.</li>
<li><strong>Consultez Google Search Console</strong> : le rapport sur les performances montre les requêtes exactes qui mènent à votre site.</li>
<li><strong>Utilisez l'outil de planification des mots clés de Google Ads</strong> en ciblant le Québec, pour comparer les variantes d'un même terme.</li>
<li><strong>Observez les suggestions de Google</strong> : tapez le début d'une recherche et regardez la saisie semi-automatique, de même que la section « Autres questions posées ».</li>
<li><strong>Analysez vos concurrents locaux</strong> qui se classent bien : quels mots utilisent-ils dans leurs titres?</li>
</ol>
<h2>Les intégrer naturellement</h2>
<p>Une fois vos mots clés choisis, placez-les là où ils comptent : la balise title, le titre principal de la page, les sous-titres, les premiers paragraphes et le texte des boutons. Mais restez naturel. Répéter « soumission » dix fois par paragraphe nuit à la lecture et n'aide pas votre classement.</p>
<p>Si votre site a été rédigé ou traduit par quelqu'un qui ne connaît pas le marché québécois, faites-le relire avec cet œil. Remplacer quelques termes dans vos titres et vos pages de services peut suffire à mieux rejoindre votre clientèle.</p>
<p>Vous voulez savoir si votre site parle vraiment la langue de vos clients? Notre équipe en <a href="/services/seo">référencement</a> analyse vos mots clés et vos contenus. <a href="/audit-gratuit">Demandez votre audit gratuit</a>.</p>`,
    imageUrl: "/images/blog/quebec.jpg",
    publishedAt: "2026-02-26",
    readTime: 3,
  },
  {
    slug: "campagnes-temps-des-fetes",
    translationKey: null,
    title: "Planifier vos campagnes du temps des Fêtes",
    excerpt:
      "Du Vendredi fou au Boxing Day : calendrier, offres et stratégie publicitaire pour réussir la période la plus achalandée de l'année au Québec.",
    content: `<p>Le temps des Fêtes est la période la plus occupée de l'année pour bien des commerces, et la plus encombrée pour la publicité. Du Vendredi fou au Boxing Day, les consommateurs sont sollicités de partout et les coûts publicitaires grimpent. Pour tirer votre épingle du jeu, la clé est de planifier tôt et de bien choisir vos moments.</p>
<h2>Le calendrier type des Fêtes au Québec</h2>
<ul>
<li><strong>Octobre et début novembre</strong> : les consommateurs commencent à dresser leurs listes et à comparer. C'est le moment de faire connaître vos produits et de bâtir votre audience.</li>
<li><strong>Fin novembre</strong> : le Vendredi fou (<em>Black Friday</em>) et le Cyberlundi lancent la course aux aubaines.</li>
<li><strong>Décembre</strong> : le magasinage des cadeaux bat son plein, jusqu'aux achats de dernière minute de la semaine de Noël. En ligne, la date limite de livraison garantie avant Noël devient un argument clé.</li>
<li><strong>Le 26 décembre et la semaine suivante</strong> : le Boxing Day et les soldes d'après Noël, avec des clients qui ont souvent des cartes-cadeaux à dépenser.</li>
<li><strong>Début janvier</strong> : les résolutions et les achats utiles, comme les vêtements d'hiver, l'équipement de sport ou les projets de rénovation.</li>
</ul>
<p>Les entreprises de services ne sont pas en reste : restaurants et traiteurs pour les partys de bureau, salons d'esthétique, photographes, salles de réception. Leur période de réservation commence souvent dès septembre ou octobre.</p>
<h2>Quand commencer à planifier?</h2>
<p>Idéalement, à la fin de l'été. Plusieurs éléments demandent du temps :</p>
<ol>
<li><strong>Les offres</strong> : choisir vos produits vedettes, vos rabais et les marges que vous acceptez, puis vérifier vos stocks.</li>
<li><strong>Les créatifs</strong> : photos, vidéos et visuels publicitaires pour chaque phase de la saison.</li>
<li><strong>Les pages du site</strong> : une page d'atterrissage par offre importante, testée et rapide.</li>
<li><strong>Les audiences</strong> : une liste d'infolettre à jour et des audiences de reciblage bien alimentées pendant l'automne.</li>
</ol>
<p>Vous lisez ceci en décembre? Il n'est pas trop tard pour le Boxing Day et le mois de janvier. Et prenez des notes : elles vous serviront l'an prochain.</p>
<h2>Des offres qui se démarquent</h2>
<p>Le rabais n'est pas la seule option, et tout le monde en offre. Pensez aussi à :</p>
<ul>
<li>des <strong>ensembles-cadeaux</strong> prêts à offrir;</li>
<li>des <strong>cartes-cadeaux</strong>, idéales pour les retardataires et qui ramènent des clients en janvier;</li>
<li>un <strong>cadeau avec achat</strong> plutôt qu'un rabais sur toute la boutique;</li>
<li>l'<strong>emballage gratuit</strong> ou la <strong>cueillette en magasin</strong> pour les achats de dernière minute;</li>
<li>la mise en valeur de l'<strong>achat local</strong>, un argument qui résonne auprès de bien des Québécois.</li>
</ul>
<h2>Publicité : prévoir la hausse des coûts</h2>
<p>Comme les grands détaillants augmentent fortement leurs budgets à cette période, le coût des publicités sur Meta et Google tend à monter, surtout autour du Vendredi fou. Quelques stratégies :</p>
<ul>
<li>investissez plus tôt, en octobre et en novembre, pour susciter l'intérêt quand la concurrence est moins forte;</li>
<li>misez sur le reciblage des personnes qui connaissent déjà votre entreprise, souvent plus rentable;</li>
<li>augmentez vos budgets progressivement et prévoyez des annonces différentes pour chaque phase;</li>
<li>n'oubliez pas votre infolettre, un canal qui vous appartient et dont le coût ne grimpe pas en décembre.</li>
</ul>
<h2>Le Boxing Day, un moment à part</h2>
<p>Au Québec, les heures d'ouverture des commerces le 26 décembre sont encadrées par la loi : vérifiez les règles qui s'appliquent à votre établissement avant d'annoncer vos heures. En ligne, vos soldes peuvent commencer dès le matin. Annoncez-les quelques jours d'avance pour que vos clients les aient en tête, et mettez à jour vos heures des Fêtes dans votre Profil d'entreprise Google.</p>
<p>Vous voulez planifier vos campagnes du temps des Fêtes sans stress? Notre équipe en <a href="/services/publicite-google-meta">publicité Google et Meta</a> peut vous accompagner. <a href="/rendez-vous">Prenez rendez-vous</a> dès maintenant.</p>`,
    imageUrl: null,
    publishedAt: "2025-12-01",
    readTime: 3,
  },
];
