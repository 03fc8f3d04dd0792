/** Interface strings (docs/spec.md §9) in French and English. */
export const fr = {
  'nav.backToHome': "Retour à l'accueil",
  'nav.main': 'Navigation principale',
  'nav.skipToContent': 'Aller au contenu',
  'nav.meetingPoints': 'Lieux de rendez-vous',
  'nav.showMap': 'Voir la carte',
  'nav.yourStayAt': 'Votre séjour à {resort}',
  'nav.yourDates': 'Vos dates',
  'nav.datesShort': 'Dates',
  'nav.myCart': 'Mon panier',
  'nav.showSearch': 'Afficher la recherche',
  'offers.seeAll': 'Voir toutes les offres',
  'offers.see': 'Voir les offres',
  'offers.discover': 'Découvrir les offres',
  'offers.from': 'À partir de {price}',
  'offers.category.nouveaute': 'Nouveauté',
  'offers.category.promotion': 'Bon plan',
  'offers.category.mountain': 'Accro de montagne',
  'offers.category.actualite': 'Événement',
  'offers.category.decouverte': 'Découverte',
  'footer.securePayment': 'Paiement sécurisé',
  'footer.securePaymentText': 'Vos paiements sont chiffrés et traités par notre prestataire bancaire.',
  'footer.socialNetworks': 'Réseaux sociaux',
  'footer.findUs': 'Retrouvez-nous sur les réseaux sociaux',
  'footer.websiteBy': 'Site internet réalisé par l’agence',
  'footer.legal': 'Informations légales',
  'footer.partners': 'Nos partenaires',
  'footer.contact': 'Nous contacter',
  'widget.loading': 'Chargement de la réservation…',
} as const;

export type MessageKey = keyof typeof fr;

export const en: Record<MessageKey, string> = {
  'nav.backToHome': 'Back to home',
  'nav.main': 'Main navigation',
  'nav.skipToContent': 'Skip to content',
  'nav.meetingPoints': 'Meeting points',
  'nav.showMap': 'Show map',
  'nav.yourStayAt': 'Your stay at {resort}',
  'nav.yourDates': 'Your dates',
  'nav.datesShort': 'Dates',
  'nav.myCart': 'My cart',
  'nav.showSearch': 'Show search',
  'offers.seeAll': 'See all offers',
  'offers.see': 'See offers',
  'offers.discover': 'Discover offers',
  'offers.from': 'From {price}',
  'offers.category.nouveaute': 'New offer',
  'offers.category.promotion': 'Good deal',
  'offers.category.mountain': 'Mountain addict',
  'offers.category.actualite': 'Event',
  'offers.category.decouverte': 'Discovery',
  'footer.securePayment': 'Secure payment',
  'footer.securePaymentText': 'Your payments are encrypted and processed by our bank.',
  'footer.socialNetworks': 'Social networks',
  'footer.findUs': 'Find us on social media',
  'footer.websiteBy': 'Website by the agency',
  'footer.legal': 'Legal information',
  'footer.partners': 'Our partners',
  'footer.contact': 'Contact us',
  'widget.loading': 'Loading booking…',
};

import * as booking from './messages-booking';
import * as nav from './messages-nav';
import * as search from './messages-search';
import * as shell from './messages-shell';
import * as stay from './messages-stay';

export const dictionaries: Record<string, Partial<Record<string, string>>> = {
  fr: { ...fr, ...nav.fr, ...shell.fr, ...search.fr, ...booking.fr, ...stay.fr },
  en: { ...en, ...nav.en, ...shell.en, ...search.en, ...booking.en, ...stay.en },
};
