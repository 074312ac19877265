/** Invented manufacturer brands; the first is the shop's own brand. */
export const babyBrands = [
  'Nido',
  'Kleiner Bär',
  'Lumetto',
  'Sonnhaus',
  'Piccolino',
  'Fjordling',
  'Mamalou',
  'Bébéclair',
  'Tiptoe',
  'Wolkenweich',
  'Kinderglück',
  'Bambù',
] as const;

export const vitalityBrands = [
  'Vitalia',
  'Hausglück',
  'Aurelia',
  'Nordholm',
  'Kräuterhof',
  'Casa Serena',
  'Lindmann',
  'Purvita',
  'Solbad',
  'Ostwind',
] as const;

export const subbrands = ['Organic', 'Premium', 'Home', 'Care', 'Classic', 'Eco', 'Kids'] as const;

/** Syllables of model names (`Lino`, `Mavi`); with a suffix now and then (`Lino Air`). */
export const modelSyllables = [
  'Li',
  'no',
  'Ma',
  'vi',
  'Te',
  'so',
  'Ru',
  'ka',
  'Fe',
  'lo',
  'Pi',
  'a',
  'Zo',
  'ra',
  'Mi',
  'la',
  'No',
  'va',
  'Ki',
  'ro',
  'Bo',
  'el',
  'Sa',
  'ni',
] as const;
export const modelSuffixes = ['Air', 'Plus', 'Duo', 'Comfort', '2in1', 'Mini', 'Max', 'Pro'];
