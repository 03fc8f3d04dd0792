import type { MyBookingLang, ProductType } from '@schuss/contracts';

/** What to bring, per product type: short and practical, in both languages (nothing for types one does not attend). */
const BRING: Record<MyBookingLang, Partial<Record<ProductType, string[]>>> = {
  fr: {
    ESF: [
      'Skis ou snowboard et chaussures (les vôtres ou en location)',
      'Un casque, indispensable pour les enfants',
      'Gants, lunettes ou masque, crème solaire',
      'Un forfait de remontées valide (sauf jardin des neiges)',
    ],
    ESF_CUSTOM: [
      'Skis ou snowboard et chaussures (les vôtres ou en location)',
      'Un casque, indispensable pour les enfants',
      'Gants, lunettes ou masque, crème solaire',
      'Un forfait de remontées valide',
    ],
    LIFT: ['Ce bon (code QR) ou votre numéro de commande pour retirer les forfaits', 'Une pièce d’identité'],
    SKI_RENTAL: [
      'Ce bon (code QR) ou votre numéro de commande pour retirer le matériel',
      'Des chaussettes de ski pour essayer les chaussures',
      'Une pièce d’identité',
    ],
    STAND: ['Des vêtements chauds et des gants'],
    TRANSFER: ['Ce bon (code QR) ou votre numéro de commande', 'Soyez au point de rendez-vous 10 minutes avant le départ'],
    HOT: ['Une pièce d’identité pour l’arrivée'],
  },
  en: {
    ESF: [
      'Skis or snowboard and boots (your own or rented)',
      'A helmet, a must for children',
      'Gloves, goggles or sunglasses, sun cream',
      'A valid lift pass (not needed in the snow garden)',
    ],
    ESF_CUSTOM: [
      'Skis or snowboard and boots (your own or rented)',
      'A helmet, a must for children',
      'Gloves, goggles or sunglasses, sun cream',
      'A valid lift pass',
    ],
    LIFT: ['This voucher (QR code) or your order number to collect the passes', 'An identity document'],
    SKI_RENTAL: [
      'This voucher (QR code) or your order number to collect the equipment',
      'Ski socks to try the boots on',
      'An identity document',
    ],
    STAND: ['Warm clothes and gloves'],
    TRANSFER: ['This voucher (QR code) or your order number', 'Be at the meeting point 10 minutes before departure'],
    HOT: ['An identity document for check-in'],
  },
};

export const bringFor = (type: ProductType, lang: MyBookingLang): string[] => BRING[lang][type] ?? [];

/** Labels and units of a participant's details on the booking page. */
export const DETAILS = {
  fr: {
    level: 'Niveau',
    age: 'Âge',
    years: (n: number) => `${n} an${n > 1 ? 's' : ''}`,
    height: 'Taille',
    weight: 'Poids',
    shoeSize: 'Pointure',
  },
  en: {
    level: 'Level',
    age: 'Age',
    years: (n: number) => `${n} year${n > 1 ? 's' : ''}`,
    height: 'Height',
    weight: 'Weight',
    shoeSize: 'Shoe size (EU)',
  },
} satisfies Record<MyBookingLang, unknown>;

/** The calendar file's words. */
export const CALENDAR = {
  fr: { order: (n: string) => `Commande ${n}`, page: 'Votre réservation' },
  en: { order: (n: string) => `Order ${n}`, page: 'Your booking' },
} satisfies Record<MyBookingLang, unknown>;
