// Autocomplete lookups: prefix matches first (largest places first), then
// typo-tolerant matches by trigram word similarity ("Bengalru" finds Bengaluru).
import type { Database } from '../../db/client.ts';

export interface CityMatch {
  name: string;
  state: string;
  lat: number;
  lng: number;
}
export interface LocalityMatch extends CityMatch {
  city: string;
}

/** Trigram word similarity above which a near-miss counts as a match. */
const FUZZY = 0.4;

export const locationRepository = {
  async searchCities(
    database: Database,
    query: string,
    offset: number,
    limit: number,
  ): Promise<CityMatch[]> {
    const q = query.toLowerCase();
    return database.rows<CityMatch>(
      `select name, state, lat, lng from (
         select name, state, lat, lng, population,
                case when lower(name) like $1 || '%' then 0
                     when lower(name) like '% ' || $1 || '%' then 1
                     else 2 end as rank,
                word_similarity($1, lower(name)) as sim
           from cities
          where lower(name) like $1 || '%' or lower(name) like '% ' || $1 || '%'
             or word_similarity($1, lower(name)) >= $4
       ) m
       order by rank, sim desc, population desc, name
       offset $2 limit $3`,
      [q, offset, limit, FUZZY],
    );
  },

  async searchLocalities(
    database: Database,
    query: string,
    offset: number,
    limit: number,
  ): Promise<LocalityMatch[]> {
    const q = query.toLowerCase();
    return database.rows<LocalityMatch>(
      `select l.name, c.name as city, c.state, l.lat, l.lng
         from localities l join cities c on c.id = l.city_id
        where lower(l.name) like $1 || '%' or lower(l.name) like '% ' || $1 || '%'
           or word_similarity($1, lower(l.name)) >= $4
           or lower(l.name || ' ' || c.name) like '%' || $1 || '%'
        order by case when lower(l.name) like $1 || '%' then 0 else 1 end,
                 word_similarity($1, lower(l.name)) desc, c.population desc, l.name
        offset $2 limit $3`,
      [q, offset, limit, FUZZY],
    );
  },

  async allSpecializations(database: Database) {
    return database.rows<{ id: number; name: string; slug: string }>(
      'select id, name, slug from specializations order by name',
    );
  },
};
