/**
 * Texts of the voucher scan at check-in, an order's check-in and revoking an order's links.
 * French is the source, English must have the same keys and signatures. Only those screens and the
 * order's revoke dialog use them (`useTexts(scanTexts)`), so they load with them, not in the first load.
 */
import type { Widen } from './widen';

export const scanFr = {
  scanTitle: 'Scanner un bon',
  scanIntro: 'Présentez le QR code du bon (sur le téléphone du client ou imprimé) devant la caméra : la commande s’ouvre dès qu’il est lu.',
  cameraLabel: 'Image de la caméra, pour lire le QR code du bon',
  cameraStarting: 'Ouverture de la caméra…',
  cameraOn: 'Caméra active : visez le QR code du bon.',
  cameraDenied: 'L’accès à la caméra a été refusé. Autorisez-le dans les réglages du navigateur, ou tapez le code ci-dessous.',
  cameraNone: 'Aucune caméra n’est disponible sur cet appareil : tapez le code du bon ci-dessous.',
  cameraFailed: 'La caméra n’a pas pu être ouverte : tapez le code du bon ci-dessous.',
  cameraRetry: 'Réessayer la caméra',
  checking: 'Vérification du bon…',
  codeRefused:
    'Ce code n’est pas un bon valide de l’école (modifié, révoqué ou d’une autre école). Demandez au client sa confirmation de réservation.',
  manualTitle: 'Taper le code',
  manualLabel: 'Code du bon',
  manualHint: 'Le code écrit sous le QR code, qui commence par SV1.',
  manualRequired: 'Tapez le code du bon.',
  manualSubmit: 'Ouvrir la commande',
  checkInTitle: (number: string) => `Accueil de la commande ${number}`,
  checkInDay: (day: string) => `Jour de cours : ${day}`,
  checkInNoDay: 'Cette commande n’a pas de jour de cours à venir (ou n’est pas payée).',
  checkInOrderLink: 'Voir la commande',
  checkInScanAnother: 'Scanner un autre bon',
  checkInParticipants: (line: string) => `Participants — ${line}`,
  revokeLinks: 'Révoquer les liens du client',
  revokeTitle: (number: string) => `Révoquer les liens de la commande ${number}`,
  revokeIntro:
    'Le lien personnel de réservation envoyé au client et le QR code de son bon cesseront de fonctionner (par exemple si l’e-mail a été transféré à tort). Le client pourra demander un nouveau lien depuis la page « Mes réservations » du site, avec son numéro de commande et son e-mail.',
  revokeSubmit: 'Révoquer les liens',
  revokeSubmitting: 'Révocation…',
  revokeDone: (n: number) =>
    n === 0 ? 'Liens révoqués : l’ancien bon est refusé.' : `Liens révoqués (${n}) : ils ne fonctionnent plus, l’ancien bon est refusé.`,
};

export const scanEn: Widen<typeof scanFr> = {
  scanTitle: 'Scan a voucher',
  scanIntro:
    'Hold the voucher’s QR code (on the customer’s phone or printed) in front of the camera: the order opens as soon as it is read.',
  cameraLabel: 'Camera picture, to read the voucher’s QR code',
  cameraStarting: 'Opening the camera…',
  cameraOn: 'Camera on: point it at the voucher’s QR code.',
  cameraDenied: 'Access to the camera was denied. Allow it in the browser’s settings, or type the code below.',
  cameraNone: 'No camera is available on this device: type the voucher’s code below.',
  cameraFailed: 'The camera could not be opened: type the voucher’s code below.',
  cameraRetry: 'Try the camera again',
  checking: 'Checking the voucher…',
  codeRefused:
    'This code is not a valid voucher of the school (altered, revoked or another school’s). Ask the customer for their booking confirmation.',
  manualTitle: 'Type the code',
  manualLabel: 'Voucher code',
  manualHint: 'The code written under the QR code, starting with SV1.',
  manualRequired: 'Type the voucher’s code.',
  manualSubmit: 'Open the order',
  checkInTitle: (number: string) => `Check-in of order ${number}`,
  checkInDay: (day: string) => `Lesson day: ${day}`,
  checkInNoDay: 'This order has no lesson day to come (or is not paid).',
  checkInOrderLink: 'See the order',
  checkInScanAnother: 'Scan another voucher',
  checkInParticipants: (line: string) => `Participants — ${line}`,
  revokeLinks: 'Revoke the customer’s links',
  revokeTitle: (number: string) => `Revoke the links of order ${number}`,
  revokeIntro:
    'The personal booking link e-mailed to the customer and their voucher’s QR code will stop working (for example when the e-mail was forwarded by mistake). The customer can ask for a new link from the site’s “My bookings” page, with their order number and e-mail.',
  revokeSubmit: 'Revoke the links',
  revokeSubmitting: 'Revoking…',
  revokeDone: (n: number) =>
    n === 0 ? 'Links revoked: the old voucher is refused.' : `Links revoked (${n}): they no longer work, the old voucher is refused.`,
};

export type ScanMessages = Widen<typeof scanFr>;

/** Both languages' texts of the voucher scan, the order's check-in and revoking links (`useTexts(scanTexts)`). */
export const scanTexts = { fr: scanFr, en: scanEn } as const;
