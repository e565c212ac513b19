import { COOKIE_DAYS, COOKIE_NAMES, NCC_PARAM } from '@shop-islands/store';
import type { IslandReference } from '../reference.types';
import { messages } from './city-picker.messages';
import { propsCheck } from './city-picker.model';
import { MIN_QUERY_LENGTH } from './city-picker.rules';

/** What docs/islands/city-picker.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  props: {
    cityName: 'The city the page was printed for: the city cookie\'s, else the server\'s guess. Shown in the header and asked about on a first visit.',
    countryName: 'Its country, written to the cookies when the shopper confirms the city.',
    countryCode: 'Its country code (`RU`, `KZ` …): decides the non-Russian cache flag when the shopper confirms the city.',
  },
  rules: [
    { name: 'MIN_QUERY_LENGTH', value: MIN_QUERY_LENGTH, meaning: 'Suggestions are asked for from this many characters on (spaces around them not counted).' },
    { name: 'е and ё', value: 'alike', meaning: 'Highlighting and Enter on a typed name treat ё as е, whatever the case («орел» finds and picks «Орёл»).' },
    { name: `${COOKIE_NAMES.cityName}, ${COOKIE_NAMES.cityChosen}`, value: `${COOKIE_DAYS.city} days`, meaning: 'The chosen city and the mark that the shopper chose it.' },
    {
      name: `${COOKIE_NAMES.countryName}, ${COOKIE_NAMES.countryCode}`,
      value: `${COOKIE_DAYS.countryFromList} days from the list, else ${COOKIE_DAYS.country}`,
      meaning: 'The chosen city\'s country; confirming the shown city («Да») is not a choice from the list.',
    },
    {
      name: COOKIE_NAMES.nonRussianCache,
      value: `${COOKIE_DAYS.nonRussianCache} days`,
      meaning: `Set while the country is not RU; a change reloads the page, with \`${NCC_PARAM}=1\` for a non-Russian country.`,
    },
  ],
  messages,
};
