import { connectionListItemSchema } from '@shared/profile-view';
import { z } from 'zod';

/** `GET /api/connections`, as the landing reads it: apart, so that zod stays out of the first bundle. */
export const connectionListSchema = z.array(connectionListItemSchema);
