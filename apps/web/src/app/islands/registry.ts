// Every component a page may hydrate as an island (island.tsx), by name. The
// islands entry (src/islands.tsx) bundles these and what they import, nothing
// else: keep them free of the router, the store and zod (lib/navigation.tsx,
// lib/plain-fetch.ts), or the landing's JavaScript budget breaks
// (docs/decisions/004).
import { createElement, type ReactElement } from 'react';
import { Navbar } from '@/app/layouts/navbar';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { QuickRegistrationCard } from '@/features/landing/components/quick-registration-card';
import { DoctorSearchForm } from '@/features/search/components/doctor-search-form';

export const ISLANDS = {
  navbar: Navbar,
  'language-switch': LanguageSwitch,
  'quick-registration': QuickRegistrationCard,
  'search-form': DoctorSearchForm,
} as const;

export type IslandName = keyof typeof ISLANDS;

/** The island `name` with `props` (plain data, as it travels in the page). */
export function islandElement(name: IslandName, props: object): ReactElement {
  return createElement(ISLANDS[name] as (props: object) => ReactElement, props);
}

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}
