/**
 * The most common 4-digit PINs, most used first: the top 20 of Nick Berry's analysis of 3.4
 * million leaked and published PINs (DataGenetics, "PIN analysis", 2012,
 * datagenetics.com/blog/september32012), plus 2580, the keypad's middle column straight down,
 * listed just below them. An attacker tries these first, so none may be chosen (issue 32.7).
 */
export const COMMON_PINS: readonly string[] = [
  '1234',
  '1111',
  '0000',
  '1212',
  '7777',
  '1004',
  '2000',
  '4444',
  '2222',
  '6969',
  '9999',
  '3333',
  '5555',
  '6666',
  '1122',
  '1313',
  '8888',
  '4321',
  '2001',
  '1010',
  '2580',
];
