// US National Provider Identifier: 10 digits whose last digit is a Luhn check digit
// computed over the 9 leading digits prefixed with 80840 (the NPI's issuer
// identifier in the ISO 7812 card-number scheme). Checking it catches typos before
// an instant verification is attempted.

const NPI_PREFIX = '80840';

/** Luhn: the sum, doubling every second digit from the right, is a multiple of 10. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) {
        digit -= 9;
      }
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidNpi(value: string): boolean {
  const npi = value.trim();
  return /^\d{10}$/.test(npi) && passesLuhn(NPI_PREFIX + npi);
}
