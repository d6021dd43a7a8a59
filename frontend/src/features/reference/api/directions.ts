import type { Direction, DirectionWrite } from './types';
import { crudResource } from './resource';

/**
 * /edu-directions/ (edu-direction-view for reads, -add/-edit/-delete ministry level): search over
 * code and names, filter institution_type; ordered by code. A code in use answers 409 direction_code_taken.
 */
export const directions = crudResource<Direction, DirectionWrite>('/edu-directions/', 'edu-directions');
