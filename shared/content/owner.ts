/**
 * The photographer's public details, from her data file content/owner.json (the
 * build checks it with `ownerSchema`). The owner's e-mail for incoming
 * enquiries is not here: the Worker reads it from OWNER_EMAIL. Before going live,
 * `npm run deploy:check` names every value that is still one we made up.
 */
import data from '../../content/owner.json' with { type: 'json' }
import type { Owner } from './schema/owner'

export type { Owner }

export const owner: Owner = data
