/** The demo account the README names, so a fresh sandbox has someone to sign in as. */
import {customerStore} from '../db/customers';
import type {Db} from '../db/open';

export const DEMO_CUSTOMER = {
  email: 'demo@passo.test',
  password: 'passo-demo',
  firstName: 'Giulia',
  lastName: 'Rossi',
};
const CREATED_AT = Date.parse('2024-03-01T09:00:00Z');

export function seedCustomers(db: Db): void {
  const customers = customerStore(db, () => CREATED_AT);
  const {email, password, firstName, lastName} = DEMO_CUSTOMER;
  const customer = customers.create(
    {email, firstName, lastName, phone: null, acceptsMarketing: false},
    password,
  );
  customers.addAddress(customer, {
    firstName,
    lastName,
    company: null,
    address1: 'Via Dante 12',
    address2: null,
    city: 'Milano',
    province: 'MI',
    zip: '20121',
    countryCode: 'IT',
    phone: '+39 02 1234 5678',
  });
}
