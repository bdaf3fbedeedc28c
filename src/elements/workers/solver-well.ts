/** The solver's module worker for <patience-well>: its game's rules alone (see serveSolver). */
import { well } from '../../core/games/well/rules.js';
import { serveSolver } from '../../ui/solver/solver-worker.js';

serveSolver(well);
