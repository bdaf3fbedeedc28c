/** The solver's module worker for <patience-well-of-truth>: its game's rules alone (see serveSolver). */
import { wellOfTruth } from '../../core/games/well-of-truth/rules.js';
import { serveSolver } from '../../ui/solver/solver-worker.js';

serveSolver(wellOfTruth);
