/**
 * The "find my booking" form's words (the FindBooking block): apart from the booking page's dictionary, since the
 * form is in the chunk every CMS page loads and the booking page's words are not.
 */
export const fr: Record<string, string> = {
  'find.title': 'Recevoir le lien de ma réservation',
  'find.text': 'Indiquez votre numéro de commande et l’adresse e-mail utilisée pour la commande : nous vous envoyons le lien personnel.',
  'find.orderNumber': 'Numéro de commande',
  'find.orderNumber.hint': 'Il figure dans l’e-mail de confirmation de votre commande.',
  'find.email': 'Adresse e-mail',
  'find.submit': 'Recevoir le lien',
  'find.busy': 'Envoi…',
  'find.sent': 'Si une commande correspond, nous avons envoyé son lien à {email}. Pensez à vérifier vos courriers indésirables.',
  'find.error.orderNumber': 'Numéro de commande : indiquez-le tel qu’il figure dans l’e-mail (40 caractères au plus).',
  'find.error.email': 'Adresse e-mail : indiquez une adresse valide, par exemple nom@exemple.fr.',
  'find.error.tooMany': 'Trop d’essais : attendez {wait} avant de réessayer.',
  'find.error.tooManyNoWait': 'Trop d’essais : attendez quelques minutes avant de réessayer.',
  'find.error.network': 'Le serveur ne répond pas. Vérifiez votre connexion et réessayez.',
  'find.error.failed': 'La demande n’a pas abouti (erreur {status}). Réessayez dans un moment.',
  'find.wait.seconds': '{n} s',
  'find.wait.minutes': '{n} min',
};

export const en: Record<string, string> = {
  'find.title': 'Get the link to my booking',
  'find.text': 'Give your order number and the e-mail address used for the order: we send you its personal link.',
  'find.orderNumber': 'Order number',
  'find.orderNumber.hint': 'It is in the confirmation e-mail of your order.',
  'find.email': 'E-mail address',
  'find.submit': 'Send me the link',
  'find.busy': 'Sending…',
  'find.sent': 'If an order matches, we have sent its link to {email}. Remember to check your spam folder.',
  'find.error.orderNumber': 'Order number: give it as written in the e-mail (at most 40 characters).',
  'find.error.email': 'E-mail address: give a valid address, for example name@example.com.',
  'find.error.tooMany': 'Too many tries: wait {wait} before trying again.',
  'find.error.tooManyNoWait': 'Too many tries: wait a few minutes before trying again.',
  'find.error.network': 'The server does not answer. Check your connection and try again.',
  'find.error.failed': 'The request did not go through (error {status}). Try again in a moment.',
  'find.wait.seconds': '{n} s',
  'find.wait.minutes': '{n} min',
};

export const findBookingDictionaries = { fr, en };
