import type { PropertyType } from '@nestwise/shared';
import catalogue from './seed-catalogue.json';

/** A demo market: where its listings stand and how dear it is. */
export interface DemoCity {
  city: string;
  state: string;
  /** The first three digits of its zip codes. */
  zip: string;
  lat: number;
  lng: number;
  /** Price level against the national middle. */
  level: number;
  neighborhoods: string[];
  streets: string[];
}

/** What a demo listing of one property type is called, costs and holds. */
export interface DemoTypeTraits {
  /** The title's noun: "Duplex" for multi-family, "Building Lot" for land. */
  label: string;
  saleBase: number;
  /** Monthly rent before the market's level. */
  rentBase: number;
  /** Fewest and most bedrooms. */
  bedrooms: [number, number];
}

/** The demo catalogue's word lists and price tables live in seed-catalogue.json (data, not code). */
export const CITIES: readonly DemoCity[] = catalogue.cities;
/** Property types in the order listings take them; repeats make houses and apartments common. */
export const TYPE_MIX = catalogue.typeMix as readonly PropertyType[];
export const TYPE_TRAITS = catalogue.types as Record<PropertyType, DemoTypeTraits>;
export const ADJECTIVES: readonly string[] = catalogue.adjectives;
/** Features outside the assistant's vocabulary, as agents write them. */
export const FREE_FEATURES: readonly string[] = catalogue.freeFeatures;
export const STREET_SUFFIXES: readonly string[] = catalogue.streetSuffixes;
