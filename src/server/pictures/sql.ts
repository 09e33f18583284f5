import { sql } from 'kysely';

/**
 * The pictures of the profile of the outer query (`profiles`) in their order, as JSON (`[{ id, thumbnailId }]`
 * once renamed): a column of a profile's own read and of every card of a list.
 */
export const PICTURES_OF_PROFILE = sql<
  { id: string; thumbnailId: string }[]
>`(select coalesce(json_agg(agg), '[]') from (
    select pictures.id, pictures.thumbnail_id from pictures
    where pictures.profile_id = profiles.id order by pictures.position) as agg)`;
