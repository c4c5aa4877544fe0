import type { LegalMessages } from './en';

export const fr = {
  privacyTitle: 'Déclaration de confidentialité',
  privacyUpdated: 'Dernière mise à jour : 21 novembre 2026',
  privacy: {
    whoTitle: 'Qui sommes-nous',
    who: 'Finfree exploite ce site et le tableau de bord des membres. Cette déclaration explique ce que nous conservons à votre sujet, où, pourquoi et pendant combien de temps.',
    whatTitle: 'Ce que nous conservons',
    what: "Votre nom, votre adresse e-mail, l'adresse facultative de votre photo de profil, une empreinte de votre mot de passe (jamais le mot de passe lui-même), votre rôle, votre abonnement et votre historique de paiements, votre code de parrainage et les personnes parrainées. Pour les cartes, nous ne gardons que la marque, les quatre derniers chiffres et la date d'expiration ; le numéro est saisi dans le formulaire de notre prestataire de paiement et n'atteint jamais nos serveurs.",
    browserTitle: 'Ce que votre navigateur conserve',
    browser:
      "Pendant que vous êtes connecté, le stockage de session de votre navigateur contient votre jeton d'accès et votre profil ; tous deux sont supprimés à la déconnexion ou à la fermeture de l'onglet. Le stockage local contient vos préférences d'affichage et votre langue. Nous n'utilisons aucun cookie publicitaire ou de suivi. Si vous arrivez par le lien de parrainage d'un membre, notre serveur dépose un seul cookie interne, finfree_ref, qui ne contient que ce code de parrainage et l'heure de votre visite, afin que le premier membre qui vous a recommandé soit crédité si vous vous inscrivez dans les 30 jours ; aucun script ne peut le lire, et il est supprimé à votre inscription ou au bout de 30 jours.",
    whyTitle: 'Pourquoi',
    why: "Pour gérer votre compte, donner aux membres l'accès aux trades, encaisser les paiements et verser les commissions de parrainage, répondre à vos messages et sécuriser le service (par exemple en limitant les tentatives de connexion répétées).",
    howLongTitle: 'Pendant combien de temps',
    howLong:
      'Les données du compte sont conservées tant que le compte est ouvert et supprimées dans les 30 jours suivant sa fermeture, sauf les paiements et commissions, que nous devons garder 7 ans pour la comptabilité. Les messages de contact sont conservés 12 mois.',
    rightsTitle: 'Vos droits',
    rights:
      'Vous pouvez consulter, corriger, exporter ou supprimer vos données : modifiez votre profil dans le tableau de bord ou écrivez-nous via le formulaire de contact.',
  },
  riskTitle: "Avertissement sur les risques et conditions d'utilisation",
  risk: {
    riskTitle: 'Le trading est risqué',
    risk: "Le trading de devises, de cryptomonnaies, d'indices et de produits à effet de levier comporte un risque élevé et peut ne pas convenir à tout le monde. Vous pouvez perdre tout ou partie de l'argent investi. Ne tradez jamais de l'argent que vous ne pouvez pas vous permettre de perdre.",
    adviceTitle: 'Pas de conseil en investissement',
    advice:
      "Les trades, analyses et statistiques de Finfree sont fournis à titre pédagogique et informatif uniquement. Ce ne sont ni des conseils en investissement ni des recommandations d'achat ou de vente. Les résultats passés ne garantissent pas les résultats futurs.",
    termsTitle: "Conditions d'utilisation",
    terms:
      "L'adhésion est personnelle : ne partagez pas votre compte et ne republiez pas le contenu réservé aux membres. Les abonnements se renouvellent à la fin de chaque période jusqu'à résiliation ; la résiliation arrête le prochain renouvellement. Les commissions ne sont versées que pour de vrais parrainages ; l'auto-parrainage est interdit. Nous pouvons suspendre les comptes qui enfreignent ces conditions.",
    liabilityTitle: 'Responsabilité',
    liability:
      "Vous seul décidez de passer un ordre. Finfree n'est pas responsable des pertes résultant de l'utilisation des informations publiées ici.",
  },
} satisfies LegalMessages;
