/** The port lives in core (every module may receive it); storage implements it. */
export type { ObjectStore } from '../../core/ports';
