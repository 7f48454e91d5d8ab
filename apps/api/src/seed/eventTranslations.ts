/** A seeded event's texts in one language. */
export interface EventTexts {
  title: string;
  teaser: string;
  description: string;
}

/**
 * English and French texts of the demo events (the German ones are in events.ts, the source).
 * `feldtag-oststeiermark` and `online-sprechstunde-unitrac` stay German only, so the pages show
 * how a text without a translation is marked.
 */
export const eventTranslations: Record<string, { en: EventTexts; fr: EventTexts }> = {
  'fruehjahrsausstellung-kundl': {
    en: {
      title: 'Spring Show at the Kundl Works',
      teaser:
        'The new Lintrac and Unitrac models, test drives on the works grounds and factory tours: come to Kundl with the whole family.',
      description:
        'To start the season, we open the doors of our works in Kundl. See the current Lintrac, Geotrac and Unitrac, drive them on the test ground and let our technicians show you TracLink.\n\nThere is a pedal tractor rally for the children, and Tyrolean specialities from the works canteen for everyone.',
    },
    fr: {
      title: 'Exposition de printemps à l’usine de Kundl',
      teaser:
        'Les nouveaux modèles Lintrac et Unitrac, des essais sur le site et des visites de l’usine : venez à Kundl avec toute la famille.',
      description:
        'Pour le début de la saison, nous ouvrons les portes de l’usine de Kundl. Vous découvrez les Lintrac, Geotrac et Unitrac actuels, vous les essayez sur le terrain d’essai et nos techniciens vous présentent TracLink.\n\nLes enfants peuvent participer à un rallye de tracteurs à pédales, et tout le monde peut goûter aux spécialités tyroliennes de la cantine de l’usine.',
    },
  },
  'herbstausstellung-kundl': {
    en: {
      title: 'Autumn Show at the Kundl Works',
      teaser:
        'New products for the coming season, used machines and advice on financing and warranty.',
      description:
        'At the end of the season, we show next year’s new products in Kundl. Our used machinery experts advise you on trading in your machine, and our service colleagues explain the extended warranty.\n\nParking is available right at the works.',
    },
    fr: {
      title: 'Exposition d’automne à l’usine de Kundl',
      teaser:
        'Les nouveautés de la saison prochaine, des machines d’occasion et des conseils sur le financement et la garantie.',
      description:
        'En fin de saison, nous présentons à Kundl les nouveautés de l’année prochaine. Nos experts en machines d’occasion vous conseillent pour une reprise, et nos collègues du service après-vente vous expliquent l’extension de garantie.\n\nUn parking est à votre disposition directement à l’usine.',
    },
  },
  'fruehjahrsausstellung-kundl-naechstes-jahr': {
    en: {
      title: 'Spring Show at the Kundl Works (the following year)',
      teaser:
        'Save the date now: the following year, too, we will open the works at the end of March.',
      description:
        'Programme to follow. As every year, there will be test drives, factory tours and new products from Kundl.',
    },
    fr: {
      title: 'Exposition de printemps à l’usine de Kundl (l’année suivante)',
      teaser:
        'Notez déjà la date : l’année suivante aussi, nous ouvrirons les portes de l’usine fin mars.',
      description:
        'Programme à venir. Comme chaque année, vous pourrez faire des essais, visiter l’usine et découvrir les nouveautés de Kundl.',
    },
  },
  'herbstausstellung-kundl-naechstes-jahr': {
    en: {
      title: 'Autumn Show at the Kundl Works (the following year)',
      teaser:
        'Save the date now: the following year, too, we will show our new products at the end of October.',
      description: 'Programme to follow.',
    },
    fr: {
      title: 'Exposition d’automne à l’usine de Kundl (l’année suivante)',
      teaser:
        'Notez déjà la date : l’année suivante aussi, nous présenterons nos nouveautés fin octobre.',
      description: 'Programme à venir.',
    },
  },
  'lindner-tage-pongau': {
    en: {
      title: 'Lindner Days in the Pongau',
      teaser:
        'At the end of March, our sales partner in St. Johann shows the Lintrac and Unitrac at work on the slopes.',
      description:
        'For two days, demonstration machines are ready for you at Landtechnik Pongau. In the afternoon, we drive up together to the slopes above the premises.',
    },
    fr: {
      title: 'Journées Lindner dans le Pongau',
      teaser:
        'Fin mars, notre partenaire commercial à St. Johann présente le Lintrac et l’Unitrac au travail dans la pente.',
      description:
        'Pendant deux jours, des machines de démonstration vous attendent chez Landtechnik Pongau. L’après-midi, nous montons ensemble sur les parcelles en pente au-dessus de l’entreprise.',
    },
  },
  'hoftag-rosenheim': {
    en: {
      title: 'Open Day at Landtechnik Innauen in Rosenheim',
      teaser:
        'Demonstrations, advice and a Bavarian snack: Lindner visits our partner in Upper Bavaria.',
      description:
        'Landtechnik Innauen invites you to its open day. See the Lintrac with front loader at work, get advice on financing and meet other Lindner drivers from the region.\n\nYou are welcome to bring up to two companions.',
    },
    fr: {
      title: 'Journée portes ouvertes chez Landtechnik Innauen à Rosenheim',
      teaser:
        'Démonstrations, conseils et casse-croûte bavarois : Lindner invité chez notre partenaire en Haute-Bavière.',
      description:
        'Landtechnik Innauen vous invite à sa journée portes ouvertes. Vous verrez le Lintrac avec chargeur frontal en action, pourrez vous faire conseiller sur le financement et rencontrerez d’autres conducteurs Lindner de la région.\n\nN’hésitez pas à venir avec deux accompagnateurs au maximum.',
    },
  },
  'webinar-traclink-einstieg': {
    en: {
      title: 'Webinar: Getting Started with TracLink',
      teaser:
        'From your first login to task planning in one hour: TracLink explained step by step.',
      description:
        'Our product manager shows you how to connect your tractor to TracLink, plan jobs and evaluate working hours. Ask your questions in the chat.',
    },
    fr: {
      title: 'Webinaire : premiers pas avec TracLink',
      teaser:
        'En une heure, de la première connexion à la planification des tâches : TracLink expliqué pas à pas.',
      description:
        'Notre chef de produit vous montre comment connecter votre tracteur à TracLink, planifier vos travaux et analyser les temps de travail. Vous posez vos questions dans le chat.',
    },
  },
  'webinar-lintrac-tmt': {
    en: {
      title: 'Webinar: Continuously Variable Driving with the Lintrac',
      teaser:
        'How the continuously variable transmission works and how to set it up correctly for everyday work.',
      description:
        'Driving strategies, cruise control and engine droop: our application engineers explain the Lintrac’s settings and answer your questions live.',
    },
    fr: {
      title: 'Webinaire : conduire le Lintrac en variation continue',
      teaser:
        'Comment fonctionne la transmission à variation continue et comment bien la régler au quotidien.',
      description:
        'Stratégies de conduite, régulateur de vitesse et chute de régime moteur : nos techniciens d’application vous expliquent les réglages du Lintrac et répondent en direct à vos questions.',
    },
  },
  'fahrertraining-lintrac-kundl': {
    en: {
      title: 'Lintrac Driver Training at the Kundl Works',
      teaser:
        'Before the Spring Show: a day with our instructors on the works grounds, with the steering axle and the continuously variable transmission.',
      description:
        'In the driver training, you get to know the Lintrac from the ground up: four-wheel steering, driving strategies, implements and driving safely on slopes.\n\nYou can take part with an approved Lindner vehicle of a suitable model and your customer number.',
    },
    fr: {
      title: 'Formation à la conduite Lintrac à l’usine de Kundl',
      teaser:
        'Avant l’exposition de printemps : une journée avec nos instructeurs sur le site de l’usine, avec l’essieu directeur et la transmission à variation continue.',
      description:
        'Pendant la formation à la conduite, vous apprenez à connaître le Lintrac de A à Z : quatre roues directrices, stratégies de conduite, outils et conduite en sécurité dans la pente.\n\nVous pouvez participer avec un véhicule Lindner validé d’un modèle adapté et votre numéro de client.',
    },
  },
  'fahrertraining-unitrac-hang': {
    en: {
      title: 'Unitrac Driver Training on Slopes',
      teaser: 'Safe on steep ground: braking, turning and working on slopes with the Unitrac.',
      description:
        'On the practice ground in Werfenweng, we practise with you driving on steep slopes, loading correctly and what to do in an emergency.',
    },
    fr: {
      title: 'Formation à la conduite Unitrac en pente',
      teaser:
        'En sécurité sur terrain escarpé : freiner, faire demi-tour et travailler dans la pente avec l’Unitrac.',
      description:
        'Sur le terrain d’exercice de Werfenweng, nous nous exerçons avec vous à la conduite en forte pente, au chargement correct et aux bons réflexes en situation d’urgence.',
    },
  },
  'werksfuehrung-kundl': {
    en: {
      title: 'Exclusive Factory Tour in Kundl',
      teaser: 'A look behind the scenes of assembly – in a small group.',
      description:
        'Our production manager guides you through assembly, the paint shop and final inspection. The tour is limited to two places.',
    },
    fr: {
      title: 'Visite exclusive de l’usine de Kundl',
      teaser: 'Un regard dans les coulisses du montage – en petit comité.',
      description:
        'Notre directeur de production vous fait visiter le montage, l’atelier de peinture et le contrôle final. La visite est limitée à deux places.',
    },
  },
  'fahrertraining-lintrac-miesbach': {
    en: {
      title: 'Lintrac Driver Training in Upper Bavaria',
      teaser:
        'The Lintrac training, now in Bavaria too: theory in the morning, practice in the afternoon.',
      description:
        'At the practice ground on the Harzberg, you train with our instructors on the steering axle, the front loader and driving off-road.',
    },
    fr: {
      title: 'Formation à la conduite Lintrac en Haute-Bavière',
      teaser:
        'La formation Lintrac, désormais aussi en Bavière : théorie le matin, pratique l’après-midi.',
      description:
        'Sur le terrain d’exercice du Harzberg, vous vous entraînez avec nos instructeurs à l’essieu directeur, au chargeur frontal et à la conduite en tout-terrain.',
    },
  },
  'fahrertraining-herbst-kundl': {
    en: {
      title: 'Driver Training for the Autumn Show',
      teaser: 'The day before the Autumn Show: master the Lintrac and Unitrac safely.',
      description:
        'The training day before the Autumn Show, for everyone who has a new vehicle or wants to brush up their skills.',
    },
    fr: {
      title: 'Formation à la conduite à l’occasion de l’exposition d’automne',
      teaser:
        'La veille de l’exposition d’automne : maîtriser le Lintrac et l’Unitrac en toute sécurité.',
      description:
        'La journée de formation avant l’exposition d’automne, pour tous ceux qui ont un nouveau véhicule ou veulent rafraîchir leurs compétences.',
    },
  },
};
