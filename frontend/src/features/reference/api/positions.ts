import type { Position, PositionWrite } from './types';
import { crudResource } from './resource';

/**
 * /institution-positions/ (institution-position-*, changes ministry level only): filter
 * is_teaching; search over the names. Deleting a position staff still hold answers 409 position_in_use.
 */
export const positions = crudResource<Position, PositionWrite>('/institution-positions/', 'institution-positions');
