import { type RawBuilder, sql } from 'kysely';

/**
 * Whether the profile of the outer query (`profiles`) has a possible duplicate that no matchmaker dismissed
 * (decision 038): another profile `o` with its phone or family phone among this one's, or the same name,
 * father's name and city. Each comparison is one lookup in the key's index.
 */
export function hasPossibleDuplicate(): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select 1 from profiles o
    where o.id <> profiles.id
      and (o.phone_key in (profiles.phone_key, profiles.family_phone_key)
        or o.family_phone_key in (profiles.phone_key, profiles.family_phone_key)
        or o.name_father_city_key = profiles.name_father_city_key)
      and not exists (
        select 1 from duplicate_dismissals d
        where d.profile1_id = least(o.id, profiles.id) and d.profile2_id = greatest(o.id, profiles.id)))`;
}
