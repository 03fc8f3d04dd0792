import type { ContactForm } from './contact';

/** A valid checkout contact, shared by the contact rules' tests and the cart view's. */
export const goodContact: ContactForm = {
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea.martin@example.fr',
  phone: '06 12 34 56 78',
  line1: '12 rue des Alpes',
  line2: '',
  postalCode: '73000',
  city: 'Chambéry',
  country: 'FR',
};
