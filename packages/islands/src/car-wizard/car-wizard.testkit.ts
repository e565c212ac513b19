/** The brands of the car wizard's tests and stories: two, with the codes the route uses. */
export const BRANDS = [
  { id: 2, code: 'kia', name: 'Kia' },
  { id: 4, code: 'toyota', name: 'Toyota' },
];
