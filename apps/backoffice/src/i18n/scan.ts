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
  cameraDenied:
    'L’accès à la caméra a été refusé. Autorisez-le dans les réglages du navigateur, ou tapez le numéro de commande ci-dessous.',
  cameraNone: 'Aucune caméra n’est disponible sur cet appareil : tapez le numéro de commande ci-dessous.',
  cameraFailed: 'La caméra n’a pas pu être ouverte : tapez le numéro de commande ci-dessous.',
  cameraRetry: 'Réessayer la caméra',
  checking: 'Vérification du bon…',
  codeRefused:
    'Ce code n’est pas un bon valide de l’école (modifié, révoqué ou d’une autre école). Demandez au client sa confirmation de réservation.',
  manualTitle: 'Taper le numéro de commande',
  manualLabel: 'Numéro de commande ou code du bon',
  manualHint: 'Le numéro écrit sous le QR code (par exemple VN-26-4K7Q-9M2P), ou le code du bon qui commence par SV1.',
  manualRequired: 'Tapez le numéro de commande ou le code du bon.',
  manualMalformed:
    'Numéro de commande ou code du bon : ce n’est ni un numéro de commande (comme VN-26-4K7Q-9M2P) ni un code de bon (SV1.…). Vérifiez la saisie.',
  numberUnknown: (number: string) => `Aucune commande n’a ce numéro (${number}) dans l’école. Vérifiez le numéro écrit sous le QR code.`,
  manualSubmit: 'Ouvrir la commande',
  checkInTitle: (number: string) => `Accueil de la commande ${number}`,
  checkInDay: (day: string) => `Jour de cours : ${day}`,
  checkInNoDay: 'Cette commande n’a pas de jour de cours à venir.',
  checkInCustomer: (name: string) => `Client : ${name}`,
  orderCancelled: (on: string | null) => `Commande annulée${on ? ` le ${on}` : ''} — rien à pointer.`,
  orderRefunded: (on: string | null) => `Commande annulée et remboursée${on ? ` le ${on}` : ''} — rien à pointer.`,
  orderNotPaid: 'Commande pas encore payée — rien à pointer.',
  lineCancelled: (line: string, on: string) => `${line} : cours annulé le ${on} — rien à pointer.`,
  lineDays: (from: string, to: string) => (from === to ? `Le ${from}` : `Du ${from} au ${to}`),
  otherDayTitle: 'Pointer un autre jour ?',
  otherDayText: (day: string) => `Ce cours est le ${day}, pas aujourd’hui. Pointer quand même ?`,
  otherDayConfirm: 'Pointer quand même',
  otherDayCancel: 'Ne pas pointer',
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
  cameraDenied: 'Access to the camera was denied. Allow it in the browser’s settings, or type the order number below.',
  cameraNone: 'No camera is available on this device: type the order number below.',
  cameraFailed: 'The camera could not be opened: type the order number below.',
  cameraRetry: 'Try the camera again',
  checking: 'Checking the voucher…',
  codeRefused:
    'This code is not a valid voucher of the school (altered, revoked or another school’s). Ask the customer for their booking confirmation.',
  manualTitle: 'Type the order number',
  manualLabel: 'Order number or voucher code',
  manualHint: 'The number written under the QR code (for example VN-26-4K7Q-9M2P), or the voucher’s code starting with SV1.',
  manualRequired: 'Type the order number or the voucher’s code.',
  manualMalformed:
    'Order number or voucher code: this is neither an order number (like VN-26-4K7Q-9M2P) nor a voucher code (SV1.…). Check what was typed.',
  numberUnknown: (number: string) => `No order with this number (${number}) at the school. Check the number written under the QR code.`,
  manualSubmit: 'Open the order',
  checkInTitle: (number: string) => `Check-in of order ${number}`,
  checkInDay: (day: string) => `Lesson day: ${day}`,
  checkInNoDay: 'This order has no lesson day to come.',
  checkInCustomer: (name: string) => `Customer: ${name}`,
  orderCancelled: (on: string | null) => `Order cancelled${on ? ` on ${on}` : ''} — nothing to check in.`,
  orderRefunded: (on: string | null) => `Order cancelled and refunded${on ? ` on ${on}` : ''} — nothing to check in.`,
  orderNotPaid: 'Order not paid yet — nothing to check in.',
  lineCancelled: (line: string, on: string) => `${line}: lesson cancelled on ${on} — nothing to check in.`,
  lineDays: (from: string, to: string) => (from === to ? `On ${from}` : `From ${from} to ${to}`),
  otherDayTitle: 'Check in on another day?',
  otherDayText: (day: string) => `This lesson is on ${day}, not today. Check in anyway?`,
  otherDayConfirm: 'Check in anyway',
  otherDayCancel: 'Do not check in',
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
