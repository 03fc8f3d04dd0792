/** Interface strings of the booking widget loader and the header cart (merged into the dictionaries by ./messages). */
export const fr: Record<string, string> = {
  'widget.error': 'La réservation n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.',
  'widget.retry': 'Réessayer',
  'cart.countOne': 'Mon panier, 1 produit',
  'cart.countMany': 'Mon panier, {count} produits',
  'cart.preview': 'Aperçu du panier',
  'cart.products': '{count} produits',
  'cart.product': '1 produit',
  'cart.total': 'Total',
  'cart.view': 'Voir le panier',
  'cart.remove': 'Retirer {name}',
};
export const en: Record<string, string> = {
  'widget.error': 'The booking could not be loaded. Check your connection and try again.',
  'widget.retry': 'Try again',
  'cart.countOne': 'My cart, 1 product',
  'cart.countMany': 'My cart, {count} products',
  'cart.preview': 'Cart preview',
  'cart.products': '{count} products',
  'cart.product': '1 product',
  'cart.total': 'Total',
  'cart.view': 'View cart',
  'cart.remove': 'Remove {name}',
};
