/**
 * Where the country picker's choice goes (issue 20): `GET` asks whether to offer a switch,
 * `POST` stores the choice and leads to the chosen shop. The storefront's server serves it and
 * its pages post to it; both read the path from here.
 */
export const countryChoicePath = '/_country/';
